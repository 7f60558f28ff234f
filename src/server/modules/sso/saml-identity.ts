import type { Profile } from '@node-saml/node-saml';
import { z } from 'zod';
import type { SsoIdentity } from './finish-sign-in';

/**
 * The attribute names identity providers send an address and names under: the plain ones, the
 * claim URIs of Entra ID and AD FS, and the LDAP OIDs (Shibboleth, InCommon).
 */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const GIVEN_NAME_ATTRIBUTES = [
  'givenName',
  'firstName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  'urn:oid:2.5.4.42',
];
const SURNAME_ATTRIBUTES = [
  'surname',
  'sn',
  'lastName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  'urn:oid:2.5.4.4',
];

const NAME_MAX = 100;
const Email = z.email().max(254);

function firstText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
}

function attribute(attributes: Record<string, unknown>, names: string[]): string | undefined {
  for (const name of names) {
    const value = firstText(attributes[name]);
    if (value) return value;
  }
  return undefined;
}

/** A name as the account keeps it: one line, no control characters, at most 100 characters. */
function cleanName(value: string | undefined): string | undefined {
  const printable = Array.from(value ?? '', (character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f ? ' ' : character;
  }).join('');
  return printable.trim().slice(0, NAME_MAX) || undefined;
}

/**
 * Who the verified assertion vouches for: the NameID when its format is emailAddress, else an
 * e-mail attribute; the names from givenName and surname when present. Null without a usable
 * address.
 */
export function readSamlIdentity(
  profile: Profile,
  { emailFormat }: { emailFormat: string },
): SsoIdentity | null {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const fromNameId = profile.nameIDFormat === emailFormat ? profile.nameID : undefined;
  const email = (fromNameId || attribute(attributes, EMAIL_ATTRIBUTES) || '').trim().toLowerCase();
  if (!Email.safeParse(email).success) return null;
  const firstName = cleanName(attribute(attributes, GIVEN_NAME_ATTRIBUTES));
  const lastName = cleanName(attribute(attributes, SURNAME_ATTRIBUTES));
  return { email, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
}
