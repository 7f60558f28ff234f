import sharp from 'sharp';
import { drawQr, qrSvgDocument } from '#shared/qr/qr-drawing';
import { shareUrl } from '#shared/share-url';
import type { AppDeps } from '#server/app-deps';
import { getOwnedCard, shareTargetOf, type OwnedCard } from '../cards/public';
import { DEFAULT_QR_STYLE } from '#shared/schemas/qr-style';

/** The logo is embedded at this size: sharp on print at 2048 px, small in the SVG file. */
const LOGO_EMBED_PX = 320;

/** The stored image the style names, as a PNG `data:` URL (self-contained SVG), or null. */
async function logoDataUrl(deps: AppDeps, card: OwnedCard): Promise<string | null> {
  const style = card.row.qrStyle ?? DEFAULT_QR_STYLE;
  const url =
    style.logo === 'company'
      ? card.row.companyImageUrl
      : style.logo === 'profile'
        ? card.row.profileImageUrl
        : null;
  if (!url) return null;
  const bytes = await deps.storage.read(url);
  if (!bytes) return null;
  try {
    const png = await sharp(bytes)
      .resize(LOGO_EMBED_PX, LOGO_EMBED_PX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

export interface CardQr {
  card: OwnedCard;
  /** What the code says: the card's share URL with `?src=qr`. */
  url: string;
  /** The SVG document at `pixels` wide. */
  svg: (pixels: number) => string;
}

/** The owner's card's QR code in its saved style (404 for another owner's card). */
export async function renderCardQr(
  deps: AppDeps,
  ownerId: string,
  cardId: number,
): Promise<CardQr> {
  const card = await getOwnedCard(deps.database.db, ownerId, cardId);
  const url = shareUrl(deps.config.appUrl, shareTargetOf(card), 'qr');
  const logoHref = await logoDataUrl(deps, card);
  const drawing = drawQr(url, card.row.qrStyle ?? DEFAULT_QR_STYLE, logoHref !== null);
  const title = `QR code for ${url}`;
  return { card, url, svg: (pixels) => qrSvgDocument(drawing, { pixels, logoHref, title }) };
}

/** The code as a PNG of `pixels` square, rasterised from the same SVG. */
export async function cardQrPng(qr: CardQr, pixels: number): Promise<Buffer> {
  return sharp(Buffer.from(qr.svg(pixels)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
