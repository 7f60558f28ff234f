import { z } from 'zod';
import { COPY, qrContrastMessage } from '../copy';

export const QR_DOTS = ['square', 'rounded', 'dots'] as const;
export const QR_LOGOS = ['none', 'company', 'profile'] as const;

/** The least contrast between dots and background that is accepted (WCAG's AA for text). */
export const MIN_QR_CONTRAST = 4.5;

const HexColour = z
  .string({ error: COPY.qrColourFormat })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COPY.qrColourFormat)
  .transform((value) => value.toUpperCase());

/** WCAG 2 relative luminance of a `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Why a colour pair cannot be printed as a QR code, or null when it can. Scanners threshold the
 * image, so the dots must be clearly darker than the background: an inverted code (light dots)
 * fails on many phones even with high contrast.
 */
export function qrColourProblem(foreground: string, background: string): string | null {
  if (relativeLuminance(foreground) >= relativeLuminance(background)) return COPY.qrLightOnDark;
  const ratio = contrastRatio(foreground, background);
  if (ratio < MIN_QR_CONTRAST) return qrContrastMessage(Math.floor(ratio * 100) / 100);
  return null;
}

/** A card's QR code style, as the API answers it. */
export const QrStyle = z.object({
  foreground: z.string(),
  background: z.string(),
  dots: z.enum(QR_DOTS),
  logo: z.enum(QR_LOGOS),
});
export type QrStyle = z.infer<typeof QrStyle>;

/** PUT /api/cards/{id}/qr-style: the whole style, colours that scan. */
export const QrStyleBody = z
  .object({
    foreground: HexColour,
    background: HexColour,
    dots: z.enum(QR_DOTS, { error: COPY.qrDotsInvalid }),
    logo: z.enum(QR_LOGOS, { error: COPY.qrLogoInvalid }),
  })
  .superRefine((style, context) => {
    const problem = qrColourProblem(style.foreground, style.background);
    if (problem) context.addIssue({ code: 'custom', path: ['foreground'], message: problem });
  });
export type QrStyleBody = z.input<typeof QrStyleBody>;

/** Black on white, square dots, no logo: what a card has until its owner styles it. */
export const DEFAULT_QR_STYLE: QrStyle = {
  foreground: '#000000',
  background: '#FFFFFF',
  dots: 'square',
  logo: 'none',
};

export const QR_PNG_MIN_PX = 256;
export const QR_PNG_MAX_PX = 2048;

/** GET /api/cards/{id}/qr.png?size=: the image's side in pixels (default 1024, print quality). */
export const QrPngQuery = z.object({
  size: z.coerce
    .number({ error: COPY.qrSizeInvalid })
    .int({ error: COPY.qrSizeInvalid })
    .min(QR_PNG_MIN_PX, { error: COPY.qrSizeInvalid })
    .max(QR_PNG_MAX_PX, { error: COPY.qrSizeInvalid })
    .default(1024),
});
