/**
 * How far a photographed card is turned, and how tall its text is, from a small greyscale copy of
 * the photo: the ink (pixels that differ from their blurred surroundings, so light text on a dark
 * card counts, and uneven light does not) is projected onto the vertical at each angle, and the
 * angle at which the ink falls into the sharpest rows is the text's. Those rows' heights, taken in
 * narrow vertical strips so two columns do not blur into each other, give the text's height.
 */

/** Angles tried, in degrees either way: a card held by hand is a few degrees off. */
const MAX_ANGLE = 10;
const COARSE_STEP = 0.5;
const FINE_STEP = 0.1;
/** A pixel is ink when it differs from its surroundings by more than this (0 to 255). */
const INK_CONTRAST = 40;
const STRIPS = 4;
/** Rows of ink shorter than this (pixels of the small copy) are specks or rules, not text. */
const MIN_TEXT_ROWS = 4;

export interface Skew {
  /** Degrees the text is turned clockwise; turning the photo by minus this straightens it. */
  angle: number;
  /** The median height of a line of text, in pixels of the small copy; 0 when no text was seen. */
  lineHeight: number;
}

/** Ink positions of a greyscale image (`pixels`) against its blurred copy (`surroundings`). */
function inkOf(pixels: Uint8Array, surroundings: Uint8Array, width: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < pixels.length; i += 1) {
    if (Math.abs(pixels[i]! - surroundings[i]!) > INK_CONTRAST) {
      xs.push(i % width);
      ys.push(Math.floor(i / width));
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

/** The ink counted per row of the image turned by `degrees` (bins offset by `reach`). */
function profile(ink: { xs: Int32Array; ys: Int32Array }, degrees: number, reach: number) {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const bins = new Float64Array(2 * reach);
  for (let i = 0; i < ink.xs.length; i += 1) {
    bins[Math.round(ink.ys[i]! * cos - ink.xs[i]! * sin) + reach]! += 1;
  }
  return bins;
}

/** How sharply the ink falls into rows: the sum of squared row counts. */
function sharpness(bins: Float64Array): number {
  let sum = 0;
  for (const count of bins) sum += count * count;
  return sum;
}

export function estimateSkew(
  pixels: Uint8Array,
  surroundings: Uint8Array,
  width: number,
  height: number,
): Skew {
  const ink = inkOf(pixels, surroundings, width);
  if (ink.xs.length === 0) return { angle: 0, lineHeight: 0 };
  const reach = Math.ceil(Math.hypot(width, height)) + 2;
  let best = { angle: 0, score: -1 };
  const tryAngle = (angle: number) => {
    const score = sharpness(profile(ink, angle, reach));
    // Ties go to the smaller turn: a straight card is not turned for nothing.
    if (score > best.score || (score === best.score && Math.abs(angle) < Math.abs(best.angle))) {
      best = { angle, score };
    }
  };
  for (let angle = -MAX_ANGLE; angle <= MAX_ANGLE; angle += COARSE_STEP) tryAngle(angle);
  const coarse = best.angle;
  for (let step = -4; step <= 4; step += 1) {
    tryAngle(Math.round((coarse + step * FINE_STEP) * 10) / 10);
  }
  return { angle: best.angle, lineHeight: lineHeightOf(ink, best.angle, width, reach) };
}

/** The median height of the rows of ink, strip by strip, at the card's angle. */
function lineHeightOf(
  ink: { xs: Int32Array; ys: Int32Array },
  angle: number,
  width: number,
  reach: number,
): number {
  const heights: number[] = [];
  for (let strip = 0; strip < STRIPS; strip += 1) {
    const from = (strip * width) / STRIPS;
    const to = ((strip + 1) * width) / STRIPS;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < ink.xs.length; i += 1) {
      if (ink.xs[i]! >= from && ink.xs[i]! < to) {
        xs.push(ink.xs[i]!);
        ys.push(ink.ys[i]!);
      }
    }
    const bins = profile({ xs: Int32Array.from(xs), ys: Int32Array.from(ys) }, angle, reach);
    const threshold = Math.max(2, Math.max(...bins) * 0.08);
    let run = 0;
    for (const count of bins) {
      if (count > threshold) run += 1;
      else {
        if (run >= MIN_TEXT_ROWS) heights.push(run);
        run = 0;
      }
    }
  }
  heights.sort((a, b) => a - b);
  return heights[heights.length >> 1] ?? 0;
}
