import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleWalletCredentials } from '#server/lib/wallet-credentials';
import { WALLET_COLOURS, type WalletCard } from './wallet-card';

/** Every card's object belongs to this one generic class of the issuer. */
export const GOOGLE_CLASS_SUFFIX = 'catalyst_connect_card';
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

function localized(value: string) {
  return { defaultValue: { language: 'en-US', value } };
}

/** Google fetches pass images itself: only an absolute https URL can be one. */
function image(url: string | null, description: string) {
  if (!url?.startsWith('https://')) return undefined;
  return { sourceUri: { uri: url }, contentDescription: localized(description) };
}

/**
 * The card as a Google Wallet generic object (REST reference: GenericObject): the company as
 * the card title, the name as the header with the job title above it, the theme's background,
 * the QR code of the `?src=wallet` URL, and the profile photo (else the company image) as the
 * round logo.
 */
export function genericObject(issuerId: string, card: WalletCard) {
  const logo =
    image(card.profileImageUrl, `Photo of ${card.name}`) ??
    image(card.companyImageUrl, `${card.company ?? card.name} logo`);
  return {
    id: `${issuerId}.${card.uuid}`,
    classId: `${issuerId}.${GOOGLE_CLASS_SUFFIX}`,
    genericType: 'GENERIC_TYPE_UNSPECIFIED',
    state: 'ACTIVE',
    cardTitle: localized(card.company ?? 'Catalyst Connect'),
    header: localized(card.name),
    ...(card.title ? { subheader: localized(card.title) } : {}),
    hexBackgroundColor: WALLET_COLOURS[card.theme].background,
    barcode: { type: 'QR_CODE', value: card.url },
    ...(logo ? { logo } : {}),
    linksModuleData: {
      uris: [{ id: 'profile', uri: card.url, description: 'Connect profile' }],
    },
  };
}

/**
 * The 'Save to Google Wallet' link: an RS256 JWT signed with the service account's key that
 * carries the class and the object (Google creates them on the first save), limited to this
 * app's origin.
 */
export async function googleSaveUrl(
  credentials: GoogleWalletCredentials,
  key: KeyObject,
  card: WalletCard,
  options: { appUrl: string; now: Date },
): Promise<string> {
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [options.appUrl],
    payload: {
      genericClasses: [{ id: `${credentials.issuerId}.${GOOGLE_CLASS_SUFFIX}` }],
      genericObjects: [genericObject(credentials.issuerId, card)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(credentials.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(options.now.getTime() / 1000))
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
