import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { AppDeps } from '#server/app-deps';
import { imageWork, SHARP_INPUT } from '#server/lib/image-work';
import { shareUrl } from '#shared/cards/share-url';
import { drawQr, qrSvgDocument } from '#shared/qr/qr-drawing';
import { DEFAULT_QR_STYLE } from '#shared/schemas/qr-style';
import { getOwnedCard, shareTargetOf, type OwnedCard } from '../cards/public';

/** The logo is embedded at this size: sharp on print at 2048 px, small in the SVG file. */
const LOGO_EMBED_PX = 320;

/** The stored image the style names, as a PNG `data:` URL (self-contained SVG), or null. */
async function logoDataUrl(
  deps: Pick<AppDeps, 'storage'>,
  card: OwnedCard,
): Promise<string | null> {
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
    const png = await imageWork(
      () =>
        sharp(bytes, SHARP_INPUT)
          .resize(LOGO_EMBED_PX, LOGO_EMBED_PX, { fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer(),
      card.row.ownerId ?? undefined,
    );
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

async function drawCardQr(
  deps: Pick<AppDeps, 'storage'>,
  { card, url }: { card: OwnedCard; url: string },
): Promise<CardQr> {
  const logoHref = await logoDataUrl(deps, card);
  const drawing = drawQr(url, card.row.qrStyle ?? DEFAULT_QR_STYLE, logoHref !== null);
  const title = `QR code for ${url}`;
  return { card, url, svg: (pixels) => qrSvgDocument(drawing, { pixels, logoHref, title }) };
}

/** The code as a PNG of `pixels` square, rasterised from the same SVG. */
export function cardQrPng(qr: CardQr, pixels: number): Promise<Buffer> {
  return imageWork(
    () =>
      sharp(Buffer.from(qr.svg(pixels)))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    qr.card.row.ownerId ?? undefined,
  );
}

/**
 * Rendered files one process keeps: a 2048 px PNG with a logo is at most about 300 KB, so at
 * most about 20 MB.
 */
const QR_CACHE_FILES = 64;

export interface QrFile {
  card: OwnedCard;
  body: Buffer;
}

/** The SVG's viewBox scales it: this is only the size it opens at. */
const SVG_OPENS_AT_PX = 1024;

/** One cache of drawn files per app (per database handle). */
const cachesByApp = new WeakMap<AppDeps['database'], LRUCache<string, Promise<Buffer>>>();
function filesOf(deps: Pick<AppDeps, 'database'>): LRUCache<string, Promise<Buffer>> {
  let files = cachesByApp.get(deps.database);
  if (!files) {
    files = new LRUCache({ max: QR_CACHE_FILES });
    cachesByApp.set(deps.database, files);
  }
  return files;
}

/**
 * The owner's card's QR code as a file, kept per (card, what it encodes, style, logo, size,
 * update time): a repeated download, or the same code asked for many times at once, is
 * drawn once. Any edit of the card changes its update time, so nothing stale is served; the
 * key also carries what the code says (the handle may change without the card).
 */
export async function cardQrFile(
  deps: Pick<AppDeps, 'database' | 'config' | 'storage'>,
  input: { ownerId: string; cardId: number } & (
    { format: 'svg' } | { format: 'png'; pixels: number }
  ),
): Promise<QrFile> {
  const { format } = input;
  const pixels = input.format === 'png' ? input.pixels : SVG_OPENS_AT_PX;
  const card = await getOwnedCard(deps, { ownerId: input.ownerId, cardId: input.cardId });
  const url = shareUrl(deps.config.appUrl, shareTargetOf(card), 'qr');
  const { row } = card;
  const key = JSON.stringify([
    row.id,
    row.updatedAt.getTime(),
    url,
    row.qrStyle,
    row.companyImageUrl,
    row.profileImageUrl,
    format,
    pixels,
  ]);
  // Promises, so parallel requests for one code share its drawing.
  const files = filesOf(deps);
  let body = files.get(key);
  if (!body) {
    body = (async () => {
      const qr = await drawCardQr(deps, { card, url });
      return format === 'png' ? cardQrPng(qr, pixels) : Buffer.from(qr.svg(pixels), 'utf8');
    })();
    files.set(key, body);
    // A failed drawing is not kept: the next request tries again.
    body.catch(() => files.delete(key));
  }
  return { card, body: await body };
}
