import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '#server/lib/app-error';
import { imageWork, refuseCostlyImage, SHARP_INPUT } from '#server/lib/image-work';
import { COPY } from '#shared/copy';
import { estimateSkew } from './skew';

/** What a phone's camera or file picker hands over; decided from the bytes, never the name. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** The small copy the card's turn and text height are measured on. */
const SAMPLE_WIDTH = 800;
/** Blur of the small copy that stands for each pixel's surroundings. */
const SURROUNDINGS_SIGMA = 6;
/**
 * The height a line of text is scaled to, in pixels: tesseract reads best with capitals of 20 to
 * 30 pixels; larger only costs time, smaller loses thin strokes (decision 069).
 */
export const TEXT_LINE_PX = 30;
const MIN_SCALE = 0.25;
const MAX_SCALE = 3;
/** The most pixels handed to OCR: its time grows with them, and a card needs no more. */
const MAX_OCR_PIXELS = 6_000_000;

export interface PreparedPhoto {
  /** Greyscale PNG, upright, straightened, contrast stretched, text about TEXT_LINE_PX high. */
  png: Buffer;
  /** Degrees the card was turned in the photo. */
  angle: number;
  scale: number;
}

/**
 * Makes a photo of a card ready to read: refuses what is no JPEG, PNG or WebP image (415) or
 * what no card needs (the decompression bombs every upload refuses, 422), then turns it upright
 * by its EXIF orientation, greys it, straightens the card's few degrees, stretches its contrast
 * and scales it so its text is about TEXT_LINE_PX high. The sharp work waits for an image slot
 * like every upload's (`by`: the owner).
 */
export async function preparePhoto(bytes: Buffer, by: string): Promise<PreparedPhoto> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', COPY.scanNotAnImage);
  }
  return imageWork(async () => {
    const meta = await refuseCostlyImage(bytes);
    try {
      return await straighten(bytes, meta.autoOrient?.width ?? meta.width ?? 1);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('UNPROCESSABLE', COPY.unreadableImage);
    }
  }, by);
}

/**
 * Two decodes: a small grey copy (JPEG's shrink-on-load makes it cheap) to measure the turn, the
 * text height and the levels on, then the photo itself, scaled, levelled and turned in one
 * pipeline. sharp's own normalise() would read the whole image twice, costing more than the rest.
 */
async function straighten(bytes: Buffer, width: number): Promise<PreparedPhoto> {
  const input = { ...SHARP_INPUT, failOn: 'error' } as const;
  const sample = await sharp(bytes, input)
    .autoOrient()
    .greyscale()
    .resize({ width: Math.min(SAMPLE_WIDTH, width) })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const small = { width: sample.info.width, height: sample.info.height, channels: 1 as const };
  const surroundings = await sharp(sample.data, { raw: small })
    .blur(SURROUNDINGS_SIGMA)
    // A one-channel raw input comes out as three unless told otherwise.
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const skew = estimateSkew(sample.data, surroundings, small.width, small.height);
  const lineHeight = (skew.lineHeight * width) / small.width;
  let scale = lineHeight > 0 ? TEXT_LINE_PX / lineHeight : 1;
  scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  scale = Math.min(
    scale,
    Math.sqrt(MAX_OCR_PIXELS / ((width * (width * small.height)) / small.width)),
  );
  const levels = levelsOf(sample.data);
  const png = await sharp(bytes, input)
    .autoOrient()
    .greyscale()
    .resize({ width: Math.max(1, Math.round(width * scale)) })
    .linear(levels.multiply, levels.add)
    .rotate(-skew.angle, { background: levels.background })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, angle: skew.angle, scale };
}

/**
 * The stretch that takes the photo's darkest percent to black and its lightest to white (what
 * normalise() does), and the mean grey after it: the colour of the corners a turn uncovers, so
 * they draw no edge.
 */
function levelsOf(pixels: Uint8Array): { multiply: number; add: number; background: string } {
  const counts = new Uint32Array(256);
  let sum = 0;
  for (const value of pixels) {
    counts[value]! += 1;
    sum += value;
  }
  const percentile = (fraction: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value += 1) {
      seen += counts[value]!;
      if (seen >= fraction * pixels.length) return value;
    }
    return 255;
  };
  const low = percentile(0.01);
  const high = Math.max(low + 1, percentile(0.99));
  const multiply = 255 / (high - low);
  const add = -low * multiply;
  const mean = Math.round(Math.min(255, Math.max(0, (sum / pixels.length) * multiply + add)));
  return { multiply, add, background: `rgb(${mean},${mean},${mean})` };
}
