import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '#server/lib/app-error';
import { imageWork } from '#server/lib/image-work';
import { MESSAGES } from '#shared/messages';

/** Larger than any phone photo (a 200 MP camera is 200e6); refuses decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_OUTPUT_EDGE_PX = 1024;

const ACCEPTED = {
  'image/png': { format: 'png', ext: 'png' },
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/webp': { format: 'webp', ext: 'webp' },
  // GIFs become PNG: the first frame, without the animation.
  'image/gif': { format: 'png', ext: 'png' },
} as const;

export interface ProcessedImage {
  body: Buffer;
  ext: 'png' | 'jpg' | 'webp';
  contentType: string;
}

/**
 * Decides the type from the bytes (never the name or the declared type), refuses anything but
 * PNG/JPEG/GIF/WebP, then re-encodes: upright, at most 1024 px on the long side, and without any
 * metadata (EXIF, GPS, ICC comments) since sharp writes none unless asked.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return imageWork(() => reencode(input));
}

async function reencode(input: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  const target = detected ? ACCEPTED[detected.mime as keyof typeof ACCEPTED] : undefined;
  if (!target) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedImageType);
  }
  let image: Sharp;
  try {
    image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
      throw new Error('too many pixels');
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel/i.test(error.message);
    throw new AppError(
      'UNPROCESSABLE',
      tooLarge ? MESSAGES.imageTooManyPixels : MESSAGES.unreadableImage,
    );
  }
  const pipeline = image
    .rotate()
    .resize(MAX_OUTPUT_EDGE_PX, MAX_OUTPUT_EDGE_PX, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    target.format === 'jpeg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: true })
      : target.format === 'webp'
        ? pipeline.webp({ quality: 85 })
        : pipeline.png({ compressionLevel: 9 });
  try {
    const body = await encoded.toBuffer();
    return {
      body,
      ext: target.ext,
      contentType: target.format === 'jpeg' ? 'image/jpeg' : `image/${target.format}`,
    };
  } catch {
    throw new AppError('UNPROCESSABLE', MESSAGES.unreadableImage);
  }
}
