import { SOCIAL_LABELS, whatsappLink } from '#shared/cards/link-fields';
import type { CardConfiguration } from '#shared/schemas/cards';
import { cleanText, VCardBuilder } from './vcard-format';

/** The social links, by the network name their URL is typed with. */
const SOCIAL_PROFILES = [
  ['linkedin', 'linkedInUrl'],
  ['facebook', 'facebookUrl'],
  ['instagram', 'instagramUrl'],
  ['twitter', 'twitterUrl'],
  ['youtube', 'youtubeUrl'],
  ['tiktok', 'tiktokUrl'],
  ['github', 'githubUrl'],
] as const;

export interface VCardExtras {
  /** The profile photo, already a small JPEG (vcard-photo.ts). */
  photoJpeg?: Buffer | null;
  /** The card's live Connect profile (`{APP_URL}/u/{handle}`); only while it is live. */
  profileUrl?: string | null;
  /**
   * The address book's labels the product words, in the language of the page the file was
   * saved from (the networks' and the product's names stay as they are).
   */
  labels?: { booking: string };
}

/**
 * The card as a vCard 3.0 that Apple Contacts, Google Contacts and Outlook import. Only filled
 * fields produce lines: an empty TEL or ADR shows up as a blank entry on iPhones. N and FN are
 * required by vCard 3.0, so a card without a person's name is named after its company (or
 * 'Contact'), and iPhones are told to show it as a company.
 * The Connect profile and the social links are labelled URLs (`itemN.URL` with an
 * `itemN.X-ABLabel`): Android keeps them as websites, iOS shows them with their names
 * (decision 027).
 */
export function buildVCard(
  config: CardConfiguration,
  { photoJpeg = null, profileUrl = null, labels }: VCardExtras = {},
): string {
  const first = cleanText(config.firstName);
  const last = cleanText(config.lastName);
  const personal = Boolean(first || last);
  const organization = cleanText(config.workOrganization);
  const fullName = [first, last].filter(Boolean).join(' ') || organization || 'Contact';
  const card = new VCardBuilder()
    .structured('N', personal ? [last, first, '', '', ''] : [fullName, '', '', '', ''])
    .text('FN', fullName)
    .structured('ORG', [config.workOrganization])
    .text('TITLE', config.workTitle)
    .text('ROLE', config.workRole)
    .text('EMAIL', config.email, ';TYPE=INTERNET,PREF')
    .text('EMAIL', config.workEmail, ';TYPE=INTERNET,WORK')
    .text('EMAIL', config.alternateEmail, ';TYPE=INTERNET,HOME')
    .text('TEL', config.cellPhone, ';TYPE=CELL,VOICE,PREF')
    .text('TEL', config.workPhone, ';TYPE=WORK,VOICE')
    .text('TEL', config.workFax, ';TYPE=WORK,FAX')
    .text('TEL', config.alternatePhone, ';TYPE=OTHER,VOICE')
    .structured(
      'ADR',
      [
        '',
        '',
        config.workAddressStreet,
        config.workAddressCity,
        config.workAddressState,
        config.workAddressPostalCode,
        '',
      ],
      ';TYPE=WORK',
    )
    .webAddress(config.workUrl, ';TYPE=WORK')
    .webAddress(config.websiteUrl)
    .webAddress(config.alternateUrl1)
    .webAddress(config.alternateUrl2)
    .webAddress(config.alternateUrl3)
    // The product's name labels the owner's Connect profile link in the address book.
    .labelledUrl(profileUrl, 'Catalyst Connect');
  for (const [network, field] of SOCIAL_PROFILES) {
    card.labelledUrl(config[field], SOCIAL_LABELS[field], `;TYPE=${network}`);
  }
  card.labelledUrl(config.bookingUrl, labels?.booking ?? SOCIAL_LABELS.bookingUrl);
  if (config.whatsappPhone) {
    card.labelledUrl(whatsappLink(config.whatsappPhone), SOCIAL_LABELS.whatsappPhone);
  }
  card.text('NOTE', config.note);
  if (!personal && organization) card.raw('X-ABShowAs', 'COMPANY');
  if (photoJpeg) card.raw('PHOTO', photoJpeg.toString('base64'), ';ENCODING=b;TYPE=JPEG');
  return card.toString();
}

/** `{First}-{Last}.vcf` with only safe characters; "contact.vcf" when there is no name. */
export function vcardFileName(config: Pick<CardConfiguration, 'firstName' | 'lastName'>): string {
  const base = [config.firstName, config.lastName]
    .map((part) => (part ?? '').normalize('NFKD').replace(/[^A-Za-z0-9]+/g, ''))
    .filter(Boolean)
    .join('-');
  return `${base || 'contact'}.vcf`;
}
