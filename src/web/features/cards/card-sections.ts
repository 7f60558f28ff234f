import { WHATSAPP_FIELD, type ProfileLinkField } from '#shared/cards/link-fields';
import { COPY } from '#shared/copy';
import type { CardConfigurationField } from '#shared/schemas/cards';

/** One field of the card editor: the configuration value it edits and how its input looks. */
export interface FieldSpec {
  name: CardConfigurationField;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
  wide?: boolean;
}

/**
 * The link fields, as the card editor and the Connect profile editor show them: text inputs
 * with the URL keyboard, taking what people paste or type (`normalizeLink`, docs/product.md#links).
 */
export const LINK_FIELD_SPECS: Array<
  FieldSpec & { name: Exclude<ProfileLinkField, 'whatsappPhone'> }
> = [
  { name: 'websiteUrl', label: COPY.cardEdWebsite, type: 'url', placeholder: 'yourcompany.com' },
  { name: 'linkedInUrl', label: 'LinkedIn', type: 'url', placeholder: 'linkedin.com/in/you' },
  { name: 'facebookUrl', label: 'Facebook', type: 'url', placeholder: 'facebook.com/you' },
  { name: 'instagramUrl', label: 'Instagram', type: 'url', placeholder: '@you' },
  { name: 'twitterUrl', label: 'X (Twitter)', type: 'url', placeholder: '@you' },
  { name: 'youtubeUrl', label: 'YouTube', type: 'url', placeholder: '@you' },
  { name: 'tiktokUrl', label: 'TikTok', type: 'url', placeholder: '@you' },
  { name: 'githubUrl', label: 'GitHub', type: 'url', placeholder: '@you' },
  {
    name: 'bookingUrl',
    label: COPY.cardEdBookingLink,
    type: 'url',
    placeholder: 'calendly.com/you',
  },
  { name: 'alternateUrl1', label: COPY.cardEdAlternateUrl1, type: 'url', placeholder: 'https://' },
  { name: 'alternateUrl2', label: COPY.cardEdAlternateUrl2, type: 'url', placeholder: 'https://' },
  { name: 'alternateUrl3', label: COPY.cardEdAlternateUrl3, type: 'url', placeholder: 'https://' },
];

/** The WhatsApp number, in the card's Phone Numbers and among the profile's links. */
export const WHATSAPP_FIELD_SPEC: FieldSpec & { name: typeof WHATSAPP_FIELD } = {
  name: WHATSAPP_FIELD,
  label: 'WhatsApp',
  type: 'tel',
  placeholder: '+1 555 010 0199 (with the country code)',
};

/**
 * Fields few cards use: while empty they wait behind their section's '+ Add field'
 * (docs/product.md#card-tab); with a value they show as any other.
 */
export const BEHIND_ADD_FIELD: ReadonlySet<CardConfigurationField> = new Set([
  'workFax',
  'alternatePhone',
  'alternateUrl1',
  'alternateUrl2',
  'alternateUrl3',
]);

/** The slogan lives in the Company section, under the logo. */
export const COMPANY_FIELDS: FieldSpec[] = [
  { name: 'companySlogan', label: COPY.cardEdCompanySlogan, wide: true },
];

/** The text sections after the QR code, in order (docs/product.md#card-tab), with their fields. */
export const CARD_SECTIONS: Array<{ title: string; description?: string; fields: FieldSpec[] }> = [
  {
    title: COPY.cardEdPersonal,
    fields: [
      { name: 'firstName', label: COPY.acctFirstName, autoComplete: 'given-name' },
      {
        name: 'lastName',
        label: COPY.acctLastName,
        placeholder: COPY.cardEdLastNameProfession,
        autoComplete: 'family-name',
      },
    ],
  },
  {
    title: COPY.cardEdWork,
    fields: [
      { name: 'workOrganization', label: COPY.cardEdOrganization, autoComplete: 'organization' },
      { name: 'workTitle', label: COPY.appJobTitle, autoComplete: 'organization-title' },
      { name: 'workRole', label: COPY.cardEdRole },
      { name: 'workUrl', label: COPY.cardEdWorkWebsite, type: 'url', placeholder: 'https://' },
    ],
  },
  {
    title: COPY.cardEdEmails,
    fields: [
      { name: 'email', label: COPY.appEmail, type: 'email', autoComplete: 'email' },
      { name: 'workEmail', label: COPY.cardEdWorkEmail, type: 'email' },
      { name: 'alternateEmail', label: COPY.cardEdAlternateEmail, type: 'email' },
    ],
  },
  {
    title: COPY.cardEdPhoneNumbers,
    fields: [
      { name: 'cellPhone', label: COPY.cardEdCellPhone, type: 'tel', autoComplete: 'tel' },
      { name: 'workPhone', label: COPY.cardEdWorkPhone, type: 'tel' },
      { name: 'workFax', label: COPY.cardEdWorkFax, type: 'tel' },
      { name: 'alternatePhone', label: COPY.cardEdAlternatePhone, type: 'tel' },
      WHATSAPP_FIELD_SPEC,
    ],
  },
  {
    title: COPY.cardEdWorkAddress,
    fields: [
      {
        name: 'workAddressStreet',
        label: COPY.cardEdStreet,
        wide: true,
        autoComplete: 'street-address',
      },
      { name: 'workAddressCity', label: COPY.cardEdCity, autoComplete: 'address-level2' },
      { name: 'workAddressState', label: COPY.cardEdState, autoComplete: 'address-level1' },
      { name: 'workAddressPostalCode', label: COPY.cardEdPostalCode, autoComplete: 'postal-code' },
    ],
  },
  {
    title: COPY.cardEdSocials,
    description: COPY.linkFieldsHint,
    fields: LINK_FIELD_SPECS,
  },
  {
    title: COPY.cardEdMiscellaneous,
    fields: [
      {
        name: 'note',
        label: COPY.appNote,
        multiline: true,
        placeholder: COPY.cardEdAnythingElseYourContactsShouldKnow,
      },
    ],
  },
];
