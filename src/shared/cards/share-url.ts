import { buildPath, ROUTES } from '../routes';

/** Where a share of the card was made: Insights counts views by it (`?src=`). */
export const SHARE_SOURCES = ['qr', 'wallet', 'email', 'nfc'] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];

/** What decides the address people type and pass on (Copy Link, the page's og:url and Share). */
export interface LinkTarget {
  /** The card configuration's uuid: its address always works. */
  uuid: string;
  /** The profile's Connect handle, if one is set. */
  handle: string | null;
  /** The owner's subscription is active: only then is the handle the address shown. */
  active: boolean;
}

/** What decides every address of a card, printed ones included. */
export interface ShareTarget extends LinkTarget {
  /** The card's permanent code: /c/{code} is what QR codes, NFC, passes and signatures carry. */
  code: string;
}

/**
 * The one builder of a card's addresses; the server and the web app both call it, so they never
 * disagree. With a source (QR code, wallet pass, e-mail signature, NFC chip: things printed,
 * written or sent once and kept) it is `{app}/c/{code}?src=...`, the card's permanent address,
 * which a rename, a lapsed subscription or a move never breaks (decision 031). Without one
 * (Copy Link, the page's og:url and Share) it is the address people type: `{app}/u/{handle}`
 * while the subscription is active and a handle is set, else `{app}/u/{uuid}` (docs/product.md#public-addresses).
 */
export function shareUrl(appUrl: string, target: LinkTarget): string;
export function shareUrl(appUrl: string, target: ShareTarget, source?: ShareSource): string;
export function shareUrl(
  appUrl: string,
  target: LinkTarget & { code?: string },
  source?: ShareSource,
): string {
  const base = appUrl.replace(/\/+$/, '');
  if (source && target.code) {
    return `${base}${buildPath(ROUTES.cardAddress, { code: target.code, src: source })}`;
  }
  const key = target.active && target.handle ? target.handle : target.uuid;
  return `${base}${buildPath(ROUTES.publicProfile, { uuid: key, src: source })}`;
}
