import { z } from 'zod';
import { COPY } from '../copy';

/**
 * The handle rule, stated once: the editor's field, the profile API and the public URL's key
 * (schemas/common.ts) all read it from here.
 */
/** Words the app uses in its own paths; a handle may not take them. */
export const RESERVED_HANDLES = new Set([
  'api',
  'u',
  'app',
  'admin',
  'login',
  'logout',
  'profile',
  'settings',
  'subscribe',
  'cards',
  'create-account',
  'create-account-notification',
  'forgot-password',
  'password-reset',
  'dev',
  'uploads',
  'assets',
  'static',
  'healthz',
  'readyz',
  'docs',
  'help',
  'support',
  'about',
  'catalyst',
  'catalyst-connect',
  'messages',
  'www',
  'mail',
  'root',
  'null',
  'undefined',
]);

/** Letters, digits and hyphens, lowercased; 3 to 40 characters (docs/product.md#validation). */
export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 40;
const HANDLE_CHARACTERS = /^[a-z0-9-]+$/;

/** The Connect handle an owner picks (stored lowercase), with the reason when it is refused. */
export const AliasSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(HANDLE_MIN_LENGTH, COPY.handleTooShort)
  .max(HANDLE_MAX_LENGTH, COPY.handleTooLong)
  .regex(HANDLE_CHARACTERS, COPY.handleCharacters)
  .refine((slug) => !slug.startsWith('-') && !slug.endsWith('-'), COPY.handleHyphenAtEdge)
  .refine((slug) => !RESERVED_HANDLES.has(slug), COPY.handleReserved);

/** What typing may leave in the handle field: lowercase letters, digits and hyphens. */
export function toHandleCharacters(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/**
 * Whether a URL key could name a handle (any case: handles are stored lowercase), before any
 * lookup. Reserved words and edge hyphens still pass: no profile has them, so the lookup finds none.
 */
export function couldBeHandle(key: string): boolean {
  return (
    key.length >= HANDLE_MIN_LENGTH &&
    key.length <= HANDLE_MAX_LENGTH &&
    HANDLE_CHARACTERS.test(key.toLowerCase())
  );
}
