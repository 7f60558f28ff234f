import type { CardConfiguration } from '#shared/schemas/cards';
import { cleanText, VCardBuilder } from './vcard-format';

const SOCIAL_PROFILES = [
  ['linkedin', 'linkedInUrl'],
  ['facebook', 'facebookUrl'],
  ['instagram', 'instagramUrl'],
  ['twitter', 'twitterUrl'],
  ['youtube', 'youtubeUrl'],
] as const;

/**
 * The card as a vCard 3.0 that Apple Contacts, Google Contacts and Outlook import. Only filled
 * fields produce lines: an empty TEL or ADR shows up as a blank entry on iPhones. N and FN are
 * required by vCard 3.0, so a card without a person's name is named after its company (or
 * 'Contact'), and iPhones are told to show it as a company.
 */
export function buildVCard(config: CardConfiguration, photoJpeg: Buffer | null): string {
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
    .raw('URL', config.workUrl, ';TYPE=WORK')
    .raw('URL', config.websiteUrl)
    .raw('URL', config.alternateUrl1)
    .raw('URL', config.alternateUrl2)
    .raw('URL', config.alternateUrl3);
  for (const [network, field] of SOCIAL_PROFILES) {
    card.raw('X-SOCIALPROFILE', config[field], `;TYPE=${network}`);
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
