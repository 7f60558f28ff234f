import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '#tests/support/s3-stand-in';
import { s3Storage } from './s3-storage';

describe('S3 storage against a local S3 stand-in', () => {
  let fake: S3StandIn;
  beforeAll(async () => {
    fake = await startS3StandIn();
  });
  afterAll(() => fake.close());

  const storage = () =>
    s3Storage({
      bucket: 'cc-test',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/',
    });

  it('puts the object under bucket-prefixed keys, signed, and answers its public URL', async () => {
    const key = '0b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.png';
    const url = await storage().put('profile-images', key, Buffer.from('png-bytes'), 'image/png');
    expect(url).toBe(`https://cdn.example/profile-images/${key}`);
    const stored = fake.objects.get(`/cc-test/profile-images/${key}`);
    expect(stored?.body.toString()).toBe('png-bytes');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(fake.requests.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
  });

  it('reads back its own URLs only, and null for a missing object', async () => {
    const s3 = storage();
    const key = '1b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.jpg';
    const url = await s3.put('company-images', key, Buffer.from('jpeg-bytes'), 'image/jpeg');
    expect(s3.isOwnUrl(url)).toBe(true);
    expect((await s3.read(url))?.toString()).toBe('jpeg-bytes');
    expect(s3.isOwnUrl('https://evil.example/profile-images/x.png')).toBe(false);
    expect(await s3.read('https://evil.example/profile-images/x.png')).toBeNull();
    expect(
      await s3.read(`https://cdn.example/company-images/2b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.png`),
    ).toBeNull();
  });

  it('deletes an object under its bucket-prefixed key, signed; deleting it again succeeds', async () => {
    const s3 = storage();
    const key = '3b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.webp';
    const kept = '4b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.webp';
    const url = await s3.put('profile-images', key, Buffer.from('webp-bytes'), 'image/webp');
    await s3.put('profile-images', kept, Buffer.from('other'), 'image/webp');
    await s3.delete('profile-images', key);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/cc-test/profile-images/${key}`,
      authorization: expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//),
    });
    expect(fake.objects.has(`/cc-test/profile-images/${key}`)).toBe(false);
    expect(await s3.read(url)).toBeNull();
    expect(fake.objects.has(`/cc-test/profile-images/${kept}`)).toBe(true);
    await expect(s3.delete('profile-images', key)).resolves.toBeUndefined();
  });

  it('keeps a private file under its own prefix, uncached, read by key and never by a URL', async () => {
    const s3 = storage();
    const key = '6b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.jpg';
    await s3.putPrivate('lead-photos', key, Buffer.from('card-photo'), 'image/jpeg');
    const stored = fake.objects.get(`/cc-test/lead-photos/${key}`);
    expect(stored?.body.toString()).toBe('card-photo');
    expect(stored?.cacheControl).toBe('private, no-store');
    expect((await s3.readPrivate('lead-photos', key))?.toString()).toBe('card-photo');
    // No public URL of the storage names it.
    const asPublic = `https://cdn.example/lead-photos/${key}`;
    expect(s3.isOwnUrl(asPublic)).toBe(false);
    expect(await s3.read(asPublic)).toBeNull();
    await s3.delete('lead-photos', key);
    expect(fake.objects.has(`/cc-test/lead-photos/${key}`)).toBe(false);
    expect(await s3.readPrivate('lead-photos', key)).toBeNull();
  });

  it('throws when the store refuses the delete, so the caller keeps the record', async () => {
    const refusing = s3Storage({
      bucket: 'cc-test',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/',
    });
    await expect(
      refusing.delete('profile-images', '5b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.png'),
    ).rejects.toThrow();
    // An unreachable store is an error, not a photo that is gone.
    await expect(
      refusing.readPrivate('lead-photos', '5b7f5b7e-8f3c-4e36-9d0a-1c2b3d4e5f60.jpg'),
    ).rejects.toThrow();
  });
});
