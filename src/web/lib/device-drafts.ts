/**
 * What an editor's owner had not saved yet, kept on this device (docs/product.md#stale-edits,
 * decision 050): the changed fields and the version they were based on, under one key per
 * account, editor and resource. Written while the owner types, cleared by a save or 'Discard',
 * kept by the inactivity sign-out and offered back after signing in again; a sign-out by the
 * person, or another account signing in here, removes every draft of the accounts before.
 */

const DRAFT_PREFIX = 'catalyst-draft:';
const SIGNED_OUT_KEY = 'catalyst-signed-out';

/** A draft older than this is not offered back: what it was based on is likely long gone. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface DeviceDraft {
  /** The changed fields only, as the form holds them. */
  fields: Record<string, unknown>;
  /** The version (ETag) the changes were made on: a save of them meets a newer one as a 409. */
  version: string | null;
  savedAt: number;
}

/** Where a signed-out owner was, and why the session ended (for the Login page). */
export interface SignedOutNote {
  userId: string;
  path: string;
  idleSeconds: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (a private window's setting): nothing is kept, nothing breaks.
    return null;
  }
}

function readJson(key: string): unknown {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota reached: the draft stays on screen, only not kept.
  }
}

/** Part of the sign-out route's state when the inactivity guard sends the owner there. */
export const INACTIVITY_SIGN_OUT = { inactivity: true } as const;

export function isInactivitySignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'inactivity' in state;
}

export function draftKey(userId: string, editor: string, resource: string | number): string {
  return `${DRAFT_PREFIX}${encodeURIComponent(userId)}:${editor}:${resource}`;
}

export function keepDraft(key: string, draft: DeviceDraft): void {
  writeJson(key, draft);
}

export function readDraft(key: string, now = Date.now()): DeviceDraft | null {
  const value = readJson(key) as Partial<DeviceDraft> | null;
  const valid =
    value !== null &&
    typeof value === 'object' &&
    typeof value.fields === 'object' &&
    value.fields !== null &&
    Object.keys(value.fields).length > 0 &&
    (typeof value.version === 'string' || value.version === null) &&
    typeof value.savedAt === 'number';
  if (!valid || now - value.savedAt! > DRAFT_MAX_AGE_MS) {
    if (value !== null) forgetDraft(key);
    return null;
  }
  return value as DeviceDraft;
}

export function forgetDraft(key: string): void {
  storage()?.removeItem(key);
}

function storedKeys(): string[] {
  const store = storage();
  if (!store) return [];
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key !== null,
  );
}

/**
 * Removes every draft and the sign-out note, but those of `keptUserId` (none when null): a
 * sign-out by the person, or another account signing in on this device.
 */
export function forgetOtherAccounts(keptUserId: string | null): void {
  const kept = keptUserId === null ? null : `${DRAFT_PREFIX}${encodeURIComponent(keptUserId)}:`;
  for (const key of storedKeys()) {
    if (key.startsWith(DRAFT_PREFIX) && (kept === null || !key.startsWith(kept))) {
      storage()?.removeItem(key);
    }
  }
  const note = readSignedOutNote();
  if (note && note.userId !== keptUserId) forgetSignedOutNote();
}

/** The inactivity sign-out: the screen the owner was on, for the Login page to go back to. */
export function noteSignedOut(note: SignedOutNote): void {
  writeJson(SIGNED_OUT_KEY, note);
}

export function readSignedOutNote(): SignedOutNote | null {
  const value = readJson(SIGNED_OUT_KEY) as Partial<SignedOutNote> | null;
  if (
    value === null ||
    typeof value.userId !== 'string' ||
    typeof value.path !== 'string' ||
    typeof value.idleSeconds !== 'number'
  ) {
    return null;
  }
  return value as SignedOutNote;
}

export function forgetSignedOutNote(): void {
  storage()?.removeItem(SIGNED_OUT_KEY);
}
