import type { CardConfiguration } from '#shared/schemas/cards';
import { VCardBuilder } from './vcard-format';

const SOCIAL_PROFILES = [
  ['linkedin', 'linkedInUrl'],
  ['facebook', 'facebookUrl'],
  ['instagram', 'instagramUrl'],
  ['twitter', 'twitterUrl'],
  ['youtube', 'youtubeUrl'],
] as const;

/**
 * The card as a vCard 3.0 that Apple Contacts, Google Contacts and Outlook import. Only filled
 * fields produce lines: an empty TEL or ADR shows up as a blank entry on iPhones.
 */
export function buildVCard(config: CardConfiguration, photoJpeg: Buffer | null): string {
  const first = config.firstName?.trim() ?? '';
  const last = config.lastName?.trim() ?? '';
  const fullName =
    [first, last].filter(Boolean).join(' ') || config.workOrganization?.trim() || 'Contact';
  const card = new VCardBuilder()
    .structured('N', [last, first, '', '', ''])
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
    .raw('URL', config.workUrl, ';TYPE=WORK')
    .raw('URL', config.websiteUrl)
    .raw('URL', config.alternateUrl1)
    .raw('URL', config.alternateUrl2)
    .raw('URL', config.alternateUrl3);
  for (const [network, field] of SOCIAL_PROFILES) {
    card.raw('X-SOCIALPROFILE', config[field], `;TYPE=${network}`);
  }
  card.text('NOTE', config.note);
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
