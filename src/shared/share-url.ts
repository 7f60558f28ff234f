import { buildPath, ROUTES } from './routes';

/** Where a share of the card was made: Insights counts views by it (`?src=`). */
export const SHARE_SOURCES = ['qr', 'wallet', 'email', 'nfc'] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];

/** What decides a card's public address. */
export interface ShareTarget {
  /** The card configuration's uuid: its address always works. */
  uuid: string;
  /** The profile's Connect handle, if one is set. */
  handle: string | null;
  /** The owner's subscription is active: only then does the handle address answer. */
  active: boolean;
}

/**
 * The one address everything that points at a card uses (QR code, wallet passes, e-mail
 * signature, NFC chip, Copy Link): `{app}/u/{handle}` while the subscription is active and a
 * handle is set, else `{app}/u/{uuid}` (SPEC §2), with `?src=` naming the share path. Copy Link
 * passes no source. The server and the web app both call this, so they never disagree.
 */
export function shareUrl(appUrl: string, target: ShareTarget, source?: ShareSource): string {
  const key = target.active && target.handle ? target.handle : target.uuid;
  return `${appUrl.replace(/\/+$/, '')}${buildPath(ROUTES.publicProfile, { uuid: key, src: source })}`;
}
