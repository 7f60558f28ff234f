import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseOwnUrl, type Bucket, type FileStorage } from './file-storage';

/**
 * Files in `root/{bucket}/{key}`, served by the app at `{appUrl}/uploads/{bucket}/{key}`
 * (see plugins/uploads-static.ts) with long-lived immutable caching: names are random and
 * never reused.
 */
export function diskStorage(options: { root: string; appUrl: string }): FileStorage {
  const publicBase = `${options.appUrl}/uploads`;
  const urlOf = (bucket: Bucket, key: string) => `${publicBase}/${bucket}/${key}`;
  return {
    kind: 'disk',
    localRoot: options.root,
    async put(bucket: Bucket, key: string, body: Buffer) {
      const dir = path.join(options.root, bucket);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, key), body, { flag: 'wx' });
      return urlOf(bucket, key);
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
    async delete(bucket: Bucket, key: string) {
      // `force`: a file already gone (an earlier sweep that stopped half-way) is not an error.
      await rm(path.join(options.root, bucket, path.basename(key)), { force: true });
    },
  };
}
