/**
 * WCAG 2.2 colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) on `#rrggbb`
 * colours, and the one adjustment the profile design makes with it: a shade of a colour that
 * reads on given backgrounds.
 */

/** WCAG AA for normal text; large text and the borders of controls need 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `from` moved a fraction `amount` (0 to 1) of the way to `to`, channel by channel. */
export function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex(a.map((channel, i) => channel + (b[i]! - channel) * amount) as Rgb);
}

/**
 * Black or white text, whichever reads better on `fill`. One of them always reaches 4.58:1
 * (the two ratios meet at a luminance of 0.179), so any fill can carry text.
 */
export function textOn(fill: string): '#000000' | '#ffffff' {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/**
 * `colour` itself when it reaches `minimum` on every background; otherwise the nearest shade of
 * it that does, darkened on light backgrounds and lightened on dark ones. Backgrounds are of one
 * kind (all light or all dark), as a design's are, so the darkest (or lightest) shade reaches it.
 */
export function readableShade(colour: string, backgrounds: string[], minimum = TEXT_CONTRAST) {
  const reads = (shade: string) => backgrounds.every((bg) => contrastRatio(shade, bg) >= minimum);
  if (reads(colour)) return colour;
  const lightBackgrounds = backgrounds.every((bg) => luminance(bg) > 0.18);
  const target = lightBackgrounds ? '#000000' : '#ffffff';
  // The smallest step towards black or white that reads: the shade stays as close to the
  // owner's colour as contrast allows.
  for (let step = 1; step <= 100; step += 1) {
    const shade = mix(colour, target, step / 100);
    if (reads(shade)) return shade;
  }
  return target;
}
