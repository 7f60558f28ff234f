/**
 * How big a card photo is sent (decision 071): at most 2,000 pixels on its long side, which
 * keeps a card's smallest print (an e-mail address at 7 pt, on a card photographed across the
 * frame) at about 25 pixels a line, what OCR needs, while a phone's 12-megapixel photo (4 MB and
 * more) goes up as a JPEG of a few hundred kilobytes over a trade show's network.
 */
export const PHOTO_MAX_SIDE = 2000;
/** The JPEG quality photos are encoded at: the text's edges stay sharp, the file small. */
export const PHOTO_JPEG_QUALITY = 0.85;

/**
 * The size a photo of `width` × `height` pixels (as shown: its EXIF rotation applied) is sent
 * at: scaled so its long side is at most PHOTO_MAX_SIDE, keeping its proportions, never
 * enlarged (that adds bytes, not text), and at least one pixel on each side.
 *
 * Every photo is drawn again and encoded as JPEG, even a small JPEG: the pixels arrive upright
 * (no EXIF rotation left for the server to apply), the photo's EXIF (the phone's model, the
 * place it was taken) does not travel with the lead, and the capture queue stores one type.
 */
export function photoSize(image: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const long = Math.max(image.width, image.height);
  const scale = long > PHOTO_MAX_SIDE ? PHOTO_MAX_SIDE / long : 1;
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}
