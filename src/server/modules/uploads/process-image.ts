import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '#server/lib/app-error';
import { imageWork, refuseCostlyImage, SHARP_INPUT } from '#server/lib/image-work';
import { COPY } from '#shared/copy';
import { COVER_LARGEST, COVER_WIDTHS, coverHeight } from '#shared/design/cover-image';

export const MAX_OUTPUT_EDGE_PX = 1024;

const ACCEPTED = {
  'image/png': { format: 'png', ext: 'png' },
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/webp': { format: 'webp', ext: 'webp' },
  // GIFs become PNG: the first frame, without the animation.
  'image/gif': { format: 'png', ext: 'png' },
} as const;

type TargetFormat = (typeof ACCEPTED)[keyof typeof ACCEPTED];

export interface ProcessedImage {
  body: Buffer;
  ext: 'png' | 'jpg' | 'webp';
  contentType: string;
  /** A cover's other widths, each stored beside the upload (`coverAtWidth`). */
  smallerWidths: Array<{ width: number; body: Buffer }>;
}

/**
 * Decides the type from the bytes (never the name or the declared type), refuses anything but
 * PNG/JPEG/GIF/WebP, then re-encodes: upright, at most 1024 px on the long side, and without any
 * metadata (EXIF, GPS, ICC comments) since sharp writes none unless asked.
 */
export function processImage(
  input: Buffer,
  kind: 'image' | 'cover' | 'photo' = 'image',
  ownerId?: string,
): Promise<ProcessedImage> {
  const work = { image: reencode, cover: reencodeCover, photo: reencodePhoto }[kind];
  return imageWork(() => work(input), ownerId);
}

/** The longest side of a lead's card photo: a card's small print stays readable when opened. */
export const PHOTO_OUTPUT_EDGE_PX = 2048;

/**
 * A photo of a paper card (docs/product.md#card-photos): JPEG, PNG or WebP from the camera or the
 * file picker, stored as a JPEG (a photo, so the smallest readable form), upright, at most
 * PHOTO_OUTPUT_EDGE_PX on the long side, without metadata: a phone's EXIF holds where the
 * photo was taken. Transparency is laid on white.
 */
async function reencodePhoto(input: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !['image/jpeg', 'image/png', 'image/webp'].includes(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', COPY.unsupportedPhotoType);
  }
  const { image } = await decode(input);
  const body = await encoded(
    image
      .rotate()
      .resize(PHOTO_OUTPUT_EDGE_PX, PHOTO_OUTPUT_EDGE_PX, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true }),
  );
  return { body, ext: 'jpg', contentType: 'image/jpeg', smallerWidths: [] };
}

/** The image behind the bytes, once its type (from the bytes) and its size are accepted. */
async function decode(input: Buffer): Promise<{ image: Sharp; format: TargetFormat }> {
  const detected = await fileTypeFromBuffer(input);
  const target = detected ? ACCEPTED[detected.mime as keyof typeof ACCEPTED] : undefined;
  if (!target) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', COPY.unsupportedImageType);
  }
  // The header alone decides the size; nothing is decoded for an image no card needs.
  await refuseCostlyImage(input);
  return { image: sharp(input, { ...SHARP_INPUT, failOn: 'error' }), format: target };
}

async function encoded(pipeline: Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch {
    throw new AppError('UNPROCESSABLE', COPY.unreadableImage);
  }
}

async function reencode(input: Buffer): Promise<ProcessedImage> {
  const { image, format: target } = await decode(input);
  const pipeline = image
    .rotate()
    .resize(MAX_OUTPUT_EDGE_PX, MAX_OUTPUT_EDGE_PX, { fit: 'inside', withoutEnlargement: true });
  const body = await encoded(
    target.format === 'jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : target.format === 'webp'
        ? pipeline.webp({ quality: 85 })
        : pipeline.png({ compressionLevel: 9 }),
  );
  return {
    body,
    ext: target.ext,
    contentType: target.format === 'jpeg' ? 'image/jpeg' : `image/${target.format}`,
    smallerWidths: [],
  };
}

/**
 * A cover (docs/product.md#images): cropped to a 3:1 banner around what draws the eye (sharp's
 * `attention` strategy, so a face or a logo is not cut off), then encoded as WebP at every width of
 * COVER_WIDTHS. A smaller image is enlarged to fill the banner: the page's `srcset` promises each
 * width.
 */
async function reencodeCover(input: Buffer): Promise<ProcessedImage> {
  const { image } = await decode(input);
  // Decoded once, upright and no larger than twice the banner, then cut at each width.
  const upright = await encoded(
    image
      .rotate()
      .resize(2 * COVER_LARGEST, 2 * COVER_LARGEST, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 0 }),
  );
  const at = (width: number) =>
    encoded(
      sharp(upright, SHARP_INPUT)
        .resize(width, coverHeight(width), { fit: 'cover', position: sharp.strategy.attention })
        .webp({ quality: 78, effort: 4 }),
    );
  const [largest, ...smaller] = [...COVER_WIDTHS].reverse();
  return {
    body: await at(largest!),
    ext: 'webp',
    contentType: 'image/webp',
    smallerWidths: await Promise.all(
      smaller.map(async (width) => ({ width, body: await at(width) })),
    ),
  };
}
