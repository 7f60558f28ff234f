/** The upload buckets, one per upload route (docs/product.md#images): public, served as is. */
export const BUCKETS = ['profile-images', 'company-images', 'cover-images'] as const;
export type Bucket = (typeof BUCKETS)[number];

/**
 * Buckets no public address reaches: the app reads them for their owner only (a lead's card
 * photo, docs/product.md#card-photos). On disk they sit beside the public ones, which the static
 * plugin alone serves; in S3 under their own prefix, which the bucket's public policy leaves out.
 */
export const PRIVATE_BUCKETS = ['lead-photos'] as const;
export type PrivateBucket = (typeof PRIVATE_BUCKETS)[number];
export type AnyBucket = Bucket | PrivateBucket;

/** Where uploaded images live: `disk` (the embedded default) or an S3-compatible bucket. */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Disk only: the folder the app serves at /uploads. */
  readonly localRoot?: string;
  /** The public URL bucket/key has (or will have once stored). */
  urlOf(bucket: Bucket, key: string): string;
  /** Stores the bytes under bucket/key and answers the public URL. */
  put(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<string>;
  /** True only for URLs this storage handed out: card images may point nowhere else. */
  isOwnUrl(url: string): boolean;
  /** The bucket of one of our URLs, or null for any other URL. */
  bucketOf(url: string): Bucket | null;
  /** The bytes behind one of our URLs, or null (gone, or not ours). */
  read(url: string): Promise<Buffer | null>;
  /** Stores a file of a private bucket; it has no public URL. */
  putPrivate(bucket: PrivateBucket, key: string, body: Buffer, contentType: string): Promise<void>;
  /** A private file's bytes, or null when it is gone. */
  readPrivate(bucket: PrivateBucket, key: string): Promise<Buffer | null>;
  /** Removes bucket/key; an object already gone counts as removed, any other failure throws. */
  delete(bucket: AnyBucket, key: string): Promise<void>;
}

/** Splits one of our public URLs (base + /bucket/key) into its parts, or null. */
export function parseOwnUrl(
  url: string,
  publicBase: string,
): { bucket: Bucket; key: string } | null {
  if (!url.startsWith(`${publicBase}/`)) return null;
  const rest = url.slice(publicBase.length + 1);
  const match = /^([a-z-]+)\/([0-9a-f-]{36}\.(?:png|jpg|gif|webp))$/.exec(rest);
  if (!match) return null;
  const bucket = match[1] as Bucket;
  if (!BUCKETS.includes(bucket)) return null;
  return { bucket, key: match[2]! };
}
