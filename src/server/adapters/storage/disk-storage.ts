import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parseOwnUrl,
  type AnyBucket,
  type Bucket,
  type FileStorage,
  type PrivateBucket,
} from './file-storage';

/**
 * Files in `root/{bucket}/{key}`, a public bucket's served by the app at
 * `{appUrl}/uploads/{bucket}/{key}` (see plugins/uploads-static.ts) with long-lived immutable
 * caching: names are random and never reused. A private bucket's are never served there.
 */
export function diskStorage(options: { root: string; appUrl: string }): FileStorage {
  const publicBase = `${options.appUrl}/uploads`;
  const urlOf = (bucket: Bucket, key: string) => `${publicBase}/${bucket}/${key}`;
  const write = async (bucket: AnyBucket, key: string, body: Buffer) => {
    const dir = path.join(options.root, bucket);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, path.basename(key)), body, { flag: 'wx' });
  };
  return {
    kind: 'disk',
    localRoot: options.root,
    async put(bucket: Bucket, key: string, body: Buffer) {
      await write(bucket, key, body);
      return urlOf(bucket, key);
    },
    // In the same folder as the public buckets, so backups keep them; uploads-static serves
    // the public buckets only.
    async putPrivate(bucket: PrivateBucket, key: string, body: Buffer) {
      await write(bucket, key, body);
    },
    async readPrivate(bucket: PrivateBucket, key: string) {
      try {
        return await readFile(path.join(options.root, bucket, path.basename(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    urlOf,
    isOwnUrl: (url) => parseOwnUrl(url, publicBase) !== null,
    bucketOf: (url) => parseOwnUrl(url, publicBase)?.bucket ?? null,
    async read(url) {
      const parts = parseOwnUrl(url, publicBase);
      if (!parts) return null;
      try {
        return await readFile(path.join(options.root, parts.bucket, parts.key));
      } catch {
        return null;
      }
    },
    async delete(bucket: AnyBucket, key: string) {
      // `force`: a file already gone (an earlier sweep that stopped half-way) is not an error.
      await rm(path.join(options.root, bucket, path.basename(key)), { force: true });
    },
  };
}
