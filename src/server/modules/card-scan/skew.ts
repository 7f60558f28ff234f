/**
 * How far a photographed card is turned, and how tall its text is, from a small greyscale copy of
 * the photo: the ink (pixels that differ from their blurred surroundings, so light text on a dark
 * card counts, and uneven light does not) is projected onto the vertical at each angle, and the
 * angle at which the ink falls into the sharpest rows is the text's. Those rows' heights, taken in
 * narrow vertical strips so two columns do not blur into each other, give the text's height.
 */

/** Angles tried, in degrees either way: a card held by hand is a few degrees off. */
const MAX_ANGLE = 20;
const COARSE_STEP = 1;
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
  let count = 0;
  for (let i = 0; i < pixels.length; i += 1) {
    if (Math.abs(pixels[i]! - surroundings[i]!) > INK_CONTRAST) count += 1;
  }
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  let at = 0;
  for (let i = 0; i < pixels.length; i += 1) {
    if (Math.abs(pixels[i]! - surroundings[i]!) > INK_CONTRAST) {
      xs[at] = i % width;
      ys[at] = (i / width) | 0;
      at += 1;
    }
  }
  return { xs, ys };
}

/** The ink counted per row of the image turned by `degrees` (bins offset by `reach`). */
function profile(
  ink: { xs: Int32Array; ys: Int32Array },
  { degrees, reach, stride }: { degrees: number; reach: number; stride: number },
) {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const bins = new Float64Array(2 * reach);
  for (let i = 0; i < ink.xs.length; i += stride) {
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
  /** The sharpest of `angles`, every `stride`th ink pixel counted. */
  const sharpest = (angles: number[], stride: number) => {
    let best = { angle: 0, score: -1 };
    for (const angle of angles) {
      const score = sharpness(profile(ink, { degrees: angle, reach, stride }));
      // Ties go to the smaller turn: a straight card is not turned for nothing.
      if (score > best.score || (score === best.score && Math.abs(angle) < Math.abs(best.angle))) {
        best = { angle, score };
      }
    }
    return best;
  };
  const steps = (from: number, to: number, step: number) =>
    Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) =>
      Number((from + i * step).toFixed(1)),
    );
  // Half the ink finds the neighbourhood; all of it the tenth of a degree.
  const coarse = sharpest(steps(-MAX_ANGLE, MAX_ANGLE, COARSE_STEP), 2).angle;
  const best = sharpest(steps(coarse - 9 * FINE_STEP, coarse + 9 * FINE_STEP, FINE_STEP), 1);
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
  const radians = (angle * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const strips = Array.from({ length: STRIPS }, () => new Float64Array(2 * reach));
  for (let i = 0; i < ink.xs.length; i += 1) {
    const strip = Math.min(STRIPS - 1, ((ink.xs[i]! * STRIPS) / width) | 0);
    strips[strip]![Math.round(ink.ys[i]! * cos - ink.xs[i]! * sin) + reach]! += 1;
  }
  for (const bins of strips) {
    let most = 0;
    for (const value of bins) most = Math.max(most, value);
    const threshold = Math.max(2, most * 0.08);
    let run = 0;
    for (const value of bins) {
      if (value > threshold) run += 1;
      else {
        if (run >= MIN_TEXT_ROWS) heights.push(run);
        run = 0;
      }
    }
  }
  heights.sort((a, b) => a - b);
  return heights[heights.length >> 1] ?? 0;
}
