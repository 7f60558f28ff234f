import QRCode from 'qrcode';
import { getPositions as alignmentCentres } from 'qrcode/lib/core/alignment-pattern.js';
import type { QrStyle } from '../schemas/qr-style';

/** Light modules around the symbol: the quiet zone the QR standard asks for (4 modules). */
export const QUIET_ZONE_MODULES = 4;

/**
 * The logo's share of the symbol's width. Level H restores up to 30% of the codewords; the logo
 * box (and the light margin around it) stays near 8% of the area, so damage, glare and a
 * worn print still have most of that budget (every style is decoded in tests).
 */
const LOGO_WIDTH_SHARE = 0.28;

export interface QrLogoBox {
  /** Top-left corner and side, in modules, inside the quiet zone's coordinates. */
  x: number;
  y: number;
  size: number;
}

/** A QR code as shapes: the same drawing becomes the server's SVG/PNG and the app's preview. */
export interface QrDrawing {
  /** Side of the whole image in modules, quiet zone included. */
  units: number;
  foreground: string;
  background: string;
  /** Every dark module outside the finder patterns, as one SVG path. */
  modulesPath: string;
  /** The three finder patterns (the "eyes") and the alignment patterns, as one even-odd path. */
  findersPath: string;
  /** The cleared square the logo sits in; null without a logo. */
  logo: QrLogoBox | null;
}

const r3 = (value: number) => Math.round(value * 1000) / 1000;

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  if (r <= 0) return `M${x},${y}h${w}v${h}h${-w}z`;
  return (
    `M${r3(x + r)},${y}h${r3(w - 2 * r)}a${r},${r} 0 0 1 ${r},${r}v${r3(h - 2 * r)}` +
    `a${r},${r} 0 0 1 ${-r},${r}h${r3(-(w - 2 * r))}a${r},${r} 0 0 1 ${-r},${-r}` +
    `v${r3(-(h - 2 * r))}a${r},${r} 0 0 1 ${r},${-r}z`
  );
}

function modulePath(x: number, y: number, dots: QrStyle['dots']): string {
  if (dots === 'square') return `M${x},${y}h1v1h-1z`;
  if (dots === 'rounded') return roundedRect(x, y, 1, 1, 0.35);
  // A circle of diameter 0.9 as two arcs.
  return `M${r3(x + 0.05)},${r3(y + 0.5)}a0.45,0.45 0 1 0 0.9,0a0.45,0.45 0 1 0 -0.9,0`;
}

function finderPath(x: number, y: number, dots: QrStyle['dots']): string {
  const [outer, hole, inner] = dots === 'square' ? [0, 0, 0] : [2, 1.25, 1];
  return (
    roundedRect(x, y, 7, 7, outer) +
    roundedRect(x + 1, y + 1, 5, 5, hole) +
    roundedRect(x + 2, y + 2, 3, 3, inner)
  );
}

/**
 * An alignment pattern (5×5 ring round one module), drawn whole like the finders: decoders match
 * its ring to correct perspective, and a ring of separate dots does not match.
 */
function alignmentPath(x: number, y: number, dots: QrStyle['dots']): string {
  const [outer, hole, inner] = dots === 'square' ? [0, 0, 0] : [1.5, 0.75, 0.35];
  return (
    roundedRect(x, y, 5, 5, outer) +
    roundedRect(x + 1, y + 1, 3, 3, hole) +
    roundedRect(x + 2, y + 2, 1, 1, inner)
  );
}

function logoSide(modules: number): number {
  const side = Math.floor(modules * LOGO_WIDTH_SHARE);
  // Odd, like the symbol's side, so the box sits on whole modules at the centre.
  return side % 2 === 1 ? side : side - 1;
}

/**
 * Draws `text` as a level-H QR code in `style`. With `withLogo`, the modules under a centred
 * square are left light for the logo (the error correction restores them); the caller places
 * the image in `logo`.
 */
export function drawQr(text: string, style: QrStyle, withLogo: boolean): QrDrawing {
  const { modules, version } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const n = modules.size;
  const q = QUIET_ZONE_MODULES;
  const side = logoSide(n);
  const start = (n - side) / 2;
  const inLogo = (row: number, col: number) =>
    withLogo && row >= start && row < start + side && col >= start && col < start + side;
  const inFinder = (row: number, col: number) =>
    (row < 7 && col < 7) || (row < 7 && col >= n - 7) || (row >= n - 7 && col < 7);

  // Alignment patterns under the logo stay cleared with it; decoders estimate them.
  const alignments = alignmentCentres(version)
    .map(([row, col]) => [row - 2, col - 2] as const)
    .filter(([row, col]) => !inLogo(row, col) && !inLogo(row + 4, col + 4));
  const inAlignment = (row: number, col: number) =>
    alignments.some(([top, left]) => row >= top && row < top + 5 && col >= left && col < left + 5);

  const parts: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!modules.get(row, col) || inFinder(row, col) || inLogo(row, col)) continue;
      if (inAlignment(row, col)) continue;
      parts.push(modulePath(col + q, row + q, style.dots));
    }
  }
  return {
    units: n + 2 * q,
    foreground: style.foreground,
    background: style.background,
    modulesPath: parts.join(''),
    findersPath:
      finderPath(q, q, style.dots) +
      finderPath(q + n - 7, q, style.dots) +
      finderPath(q, q + n - 7, style.dots) +
      alignments.map(([row, col]) => alignmentPath(col + q, row + q, style.dots)).join(''),
    logo: withLogo ? { x: start + q, y: start + q, size: side } : null,
  };
}

/** Inset of the logo image inside its cleared box, in modules: a light margin around it. */
export const LOGO_MARGIN_MODULES = 0.5;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The drawing as a standalone SVG document (print shops, the PNG renderer). `pixels` sets its
 * width and height; `logoHref` is the logo's address, a `data:` URL for a self-contained file.
 */
export function qrSvgDocument(
  drawing: QrDrawing,
  options: { pixels: number; logoHref?: string | null; title: string },
): string {
  const { units, logo } = drawing;
  const image =
    logo && options.logoHref
      ? `<image href="${escapeAttribute(options.logoHref)}" x="${logo.x + LOGO_MARGIN_MODULES}" y="${logo.y + LOGO_MARGIN_MODULES}" width="${logo.size - 2 * LOGO_MARGIN_MODULES}" height="${logo.size - 2 * LOGO_MARGIN_MODULES}" preserveAspectRatio="xMidYMid meet"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${units} ${units}" width="${options.pixels}" height="${options.pixels}" shape-rendering="${drawing.modulesPath.includes('a') ? 'geometricPrecision' : 'crispEdges'}">` +
    `<title>${escapeAttribute(options.title)}</title>` +
    `<rect width="${units}" height="${units}" fill="${escapeAttribute(drawing.background)}"/>` +
    `<path d="${drawing.findersPath}" fill="${escapeAttribute(drawing.foreground)}" fill-rule="evenodd"/>` +
    `<path d="${drawing.modulesPath}" fill="${escapeAttribute(drawing.foreground)}"/>` +
    image +
    `</svg>`
  );
}
