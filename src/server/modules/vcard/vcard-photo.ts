import sharp from 'sharp';
import { imageWork, SHARP_INPUT } from '#server/lib/image-work';

/**
 * The most a contact photo may weigh (the JPEG, before base64): larger embedded photos make some
 * iPhone and Android contact imports drop the photo or refuse the card.
 */
export const VCARD_PHOTO_MAX_BYTES = 30_000;

/**
 * Sizes and qualities tried in turn until the JPEG fits: an ordinary photo fits at the first,
 * a detailed one (foliage, patterned clothes, noise) is made smaller and softer step by step.
 */
const ATTEMPTS = [
  { edgePx: 400, quality: 80 },
  { edgePx: 400, quality: 70 },
  { edgePx: 360, quality: 65 },
  { edgePx: 320, quality: 60 },
  { edgePx: 256, quality: 60 },
  { edgePx: 200, quality: 55 },
  { edgePx: 160, quality: 50 },
  { edgePx: 128, quality: 45 },
] as const;

/**
 * The stored profile photo as a JPEG of at most 400 px and VCARD_PHOTO_MAX_BYTES, on white
 * (JPEG has no transparency); null when it cannot be read or does not fit even at the smallest
 * step (the contact then imports without a photo).
 */
export function vcardPhoto(image: Buffer): Promise<Buffer | null> {
  return imageWork(() => shrinkPhoto(image), 'visitors');
}

async function shrinkPhoto(image: Buffer): Promise<Buffer | null> {
  try {
    const largest = ATTEMPTS[0].edgePx;
    // Decoded once; every attempt starts from these pixels.
    const { data, info } = await sharp(image, SHARP_INPUT)
      .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const { edgePx, quality } of ATTEMPTS) {
      const jpeg = await sharp(data, { raw })
        .resize(edgePx, edgePx, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (jpeg.length <= VCARD_PHOTO_MAX_BYTES) return jpeg;
    }
    return null;
  } catch {
    return null;
  }
}
