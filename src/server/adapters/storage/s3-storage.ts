import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  parseOwnUrl,
  type AnyBucket,
  type Bucket,
  type FileStorage,
  type PrivateBucket,
} from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Where the objects are publicly readable, e.g. a CDN in front of the bucket. */
  publicUrl: string;
}

/**
 * Objects `{bucket}/{key}` in one S3 bucket; the upload buckets become key prefixes. The public
 * ones are read through `publicUrl`; a private bucket's prefix must be left out of the bucket's
 * public read policy (docs/configuration.md), and is read with the credentials only.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const publicBase = options.publicUrl.replace(/\/+$/, '');
  const urlOf = (bucket: Bucket, key: string) => `${publicBase}/${bucket}/${key}`;
  return {
    kind: 's3',
    async put(bucket: Bucket, key: string, body: Buffer, contentType: string) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: `${bucket}/${key}`,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return urlOf(bucket, key);
    },
    async putPrivate(bucket: PrivateBucket, key: string, body: Buffer, contentType: string) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: `${bucket}/${key}`,
          Body: body,
          ContentType: contentType,
          // Whatever sits in front of the bucket must not keep a copy to hand to others.
          CacheControl: 'private, no-store',
        }),
      );
    },
    async readPrivate(bucket: PrivateBucket, key: string) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: `${bucket}/${key}` }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        // Only a missing object is "none": an unreachable S3 must not read as a deleted photo.
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
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
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: `${parts.bucket}/${parts.key}` }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch {
        return null;
      }
    },
    async delete(bucket: AnyBucket, key: string) {
      // S3 answers 204 for a key that does not exist, so a repeated delete succeeds.
      await client.send(
        new DeleteObjectCommand({ Bucket: options.bucket, Key: `${bucket}/${key}` }),
      );
    },
  };
}
