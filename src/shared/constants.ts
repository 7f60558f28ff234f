/** Business constants the rules of docs/product.md use, shared by the web app and the server. */
export const SUBSCRIPTION_PRICE_USD_PER_MONTH = 10;
export const API_TIMEOUT_MS = 10_000;
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to exhaust CPU. */
export const PASSWORD_MAX_LENGTH = 256;
export const LOGOUT_REDIRECT_DELAY_MS = 3_000;
export const SESSION_LOAD_POLL_MS = 100;
export const INACTIVITY_TIMEOUT_SECONDS = 600;
export const INACTIVITY_WARNING_SECONDS = 30;
export const INACTIVITY_TICK_MS = 1_000;

/**
 * How stale a session's recorded last use may get while the owner works: at most a minute, and
 * a tenth of the inactivity limit when that is short. The server writes `last_used_at` no more
 * often than this, and the web app reports activity (typing, scrolling) no more often either.
 */
export function sessionTouchIntervalMs(inactivityTimeoutSeconds: number): number {
  return Math.min(60_000, inactivityTimeoutSeconds * 100);
}
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const CANCEL_RELOAD_DELAY_MS = 2_000;
export const ACCOUNT_CREATED_REDIRECT_MS = 1_500;
export const SUBSCRIPTION_POLL_MS = 1_000;
export const SUBSCRIPTION_MANUAL_RETURN_AFTER_MS = 60_000;
export const COPY_CONFIRMATION_MS = 2_000;
export const QR_LEVEL = 'H';
export const QR_SIZE_PX = 125;
export const QR_CONTAINER_PX = 150;
export const PREVIEW_WIDTH_PX = 340;
export const PREVIEW_RATIO = { width: 360, height: 700 } as const;
export const PHOTO_DISPLAY_PX = 200;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_MS = 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_CACHE_MS = 5 * 60_000;
/** localStorage key of the token pair (docs/product.md#sessions). */
export const AUTH_TOKENS_STORAGE_KEY = 'authTokens';

/**
 * Handles (decision 031): one replaced or cleared is held for its account whatever its age; an
 * account deletion holds the live ones set at least this long ago (a younger one is released);
 * an account holds at most this many retired handles (the oldest released beyond that); a
 * deleted account's handles stay held this long.
 */
export const HANDLE_HELD_AFTER_LIVE_MS = 24 * 60 * 60_000;
export const MAX_RETIRED_HANDLES = 5;
export const HANDLE_HOLD_AFTER_DELETION_DAYS = 180;

/** The largest image an upload route takes (before re-encoding); the forms refuse larger first. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Invitation mails (invites, imported rows, resends) counted per day besides each team's own
 * 1 000: per account, across every team it runs, so deleting and re-creating a team starts no
 * fresh count; fewer in the account's first 24 hours, when a throwaway account is new; and per
 * client address (IPv6 per /64), room for two busy admins behind one office network.
 */
export const INVITATION_MAILS_PER_ACCOUNT_PER_DAY = 1_000;
export const NEW_ACCOUNT_INVITATION_MAILS_PER_DAY = 50;
export const NEW_ACCOUNT_HOURS = 24;
export const INVITATION_MAILS_PER_ADDRESS_PER_DAY = 2_000;

/** People of one CSV import (docs/product.md#teams), the header row not counted. */
export const MEMBER_IMPORT_MAX_ROWS = 1_000;
/**
 * The longest row a member CSV needs, in bytes: the fields' own limits (e-mail 254, first and
 * last name 100 each, title 100, role 6) make 560 characters, plus four commas and the quotes
 * around fields with commas in them. A real row is under 100 bytes, so this is generous.
 */
export const MEMBER_IMPORT_MAX_ROW_BYTES = 600;
/**
 * The largest member CSV (bytes): the most rows at the longest row, and a header row as long.
 * Refused with 413 before its body is read whole; about 587 KB.
 */
export const MEMBER_IMPORT_MAX_BYTES = (MEMBER_IMPORT_MAX_ROWS + 1) * MEMBER_IMPORT_MAX_ROW_BYTES;
/** Member imports per account and minute: an admin imports a file or two, then fixes rows. */
export const MEMBER_IMPORTS_PER_MINUTE = 10;
/** Requests one API key may make in a minute, whatever the addresses they come from. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

/** Seat price previews one account may ask for in a minute (each one calls the provider). */
export const SEAT_PREVIEWS_PER_MINUTE = 30;
