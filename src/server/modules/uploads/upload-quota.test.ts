import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config';
import { uploadQuotaMessage } from '#shared/copy';

describe('upload quota configuration', () => {
  it('defaults to 50 MB and 200 files per owner', () => {
    expect(loadConfig({}).uploadQuota).toEqual({ bytes: 50 * 1024 * 1024, files: 200 });
  });

  it('reads UPLOAD_QUOTA_MB (fractions allowed) and UPLOAD_QUOTA_FILES', () => {
    const config = loadConfig({ UPLOAD_QUOTA_MB: '2.5', UPLOAD_QUOTA_FILES: '10' });
    expect(config.uploadQuota).toEqual({ bytes: 2.5 * 1024 * 1024, files: 10 });
  });

  it('refuses a quota of zero, a negative one or a fractional file count, naming the variable', () => {
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '-1' })).toThrow(/UPLOAD_QUOTA_MB/);
    expect(() => loadConfig({ UPLOAD_QUOTA_FILES: '1.5' })).toThrow(/UPLOAD_QUOTA_FILES/);
    expect(() => loadConfig({ UPLOAD_QUOTA_FILES: 'many' })).toThrow(/UPLOAD_QUOTA_FILES/);
  });

  it('says what the quota is and how to free space', () => {
    expect(uploadQuotaMessage({ bytes: 50 * 1024 * 1024, files: 200 })).toBe(
      'Upload limit reached: your images may take 50 MB and 200 files in all. Remove images ' +
        'you no longer use from your cards and profiles, then try again (images nothing uses ' +
        'are deleted within a day).',
    );
  });
});
