import type { CurrentUser } from '#shared/schemas/auth';
import type { Event } from '#shared/schemas/capture';

/**
 * What the capture screen keeps on this device for its account, so that it opens with no network
 * and no API call (decision 070): the owner's profile (the signed-in layout's name and menu),
 * their cards as the select names them, the events, and the card and event last chosen. One
 * entry per account, in localStorage (read before the first render, unlike IndexedDB); a
 * sign-out by the person removes it, the inactivity sign-out keeps it.
 */
export interface CaptureSnapshot {
  user: CurrentUser;
  cards: Array<{ id: number; label: string }>;
  events: Event[];
  /** The current event, remembered on the device (null: none). */
  eventId: string | null;
  cardId: number | null;
}

const PREFIX = 'catalyst-capture:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const keyOf = (userId: string) => `${PREFIX}${encodeURIComponent(userId)}`;

export function readSnapshot(userId: string): CaptureSnapshot | null {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CaptureSnapshot> | null;
    const valid =
      value !== null &&
      typeof value === 'object' &&
      value.user?.id === userId &&
      Array.isArray(value.cards) &&
      Array.isArray(value.events);
    return valid ? (value as CaptureSnapshot) : null;
  } catch {
    return null;
  }
}

export function keepSnapshot(snapshot: CaptureSnapshot): void {
  try {
    storage()?.setItem(keyOf(snapshot.user.id), JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the screen works online, only not offline.
  }
}

/** Changes part of the account's snapshot (the event chosen), if it has one. */
export function updateSnapshot(userId: string, patch: Partial<CaptureSnapshot>): void {
  const kept = readSnapshot(userId);
  if (kept) keepSnapshot({ ...kept, ...patch });
}

/** A sign-out by the person: no account's capture data stays on the device. */
export function forgetSnapshots(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
}

/**
 * The account a stored access token is for (its `sub`), read without checking it: the server
 * checks it on every call; here it only picks which account's kept screen to show.
 */
export function userIdOfToken(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
