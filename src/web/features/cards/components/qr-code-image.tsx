import { useMemo } from 'react';
import { drawQr, LOGO_MARGIN_MODULES } from '#shared/qr/qr-drawing';
import type { QrStyle } from '#shared/schemas/qr-style';

/**
 * A card's QR code in its style, drawn in the page from the same shapes the server's SVG and
 * PNG use, so the preview is what gets printed. `logoUrl` is the image the style names (none
 * when the card has no such image: then no modules are cleared either).
 */
export function QrCodeImage({
  value,
  style,
  logoUrl,
  size,
  label,
}: {
  value: string;
  style: QrStyle;
  logoUrl: string | null;
  size: number | string;
  label: string;
}) {
  const drawing = useMemo(() => drawQr(value, style, logoUrl !== null), [value, style, logoUrl]);
  const { units, logo } = drawing;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${units} ${units}`}
      width={size}
      height={size}
      shapeRendering={style.dots === 'square' ? 'crispEdges' : 'geometricPrecision'}
    >
      <rect width={units} height={units} fill={drawing.background} />
      <path d={drawing.findersPath} fill={drawing.foreground} fillRule="evenodd" />
      <path d={drawing.modulesPath} fill={drawing.foreground} />
      {logo && logoUrl && (
        <image
          href={logoUrl}
          x={logo.x + LOGO_MARGIN_MODULES}
          y={logo.y + LOGO_MARGIN_MODULES}
          width={logo.size - 2 * LOGO_MARGIN_MODULES}
          height={logo.size - 2 * LOGO_MARGIN_MODULES}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
    </svg>
  );
}

/** The image a style's logo names on this card, or null. */
export function qrLogoUrl(
  style: QrStyle,
  images: { companyImageUrl: string | null; profileImageUrl: string | null },
): string | null {
  if (style.logo === 'company') return images.companyImageUrl;
  if (style.logo === 'profile') return images.profileImageUrl;
  return null;
}
