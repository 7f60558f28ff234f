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
  { name: 'websiteUrl', label: 'Website', type: 'url', placeholder: 'yourcompany.com' },
  { name: 'linkedInUrl', label: 'LinkedIn', type: 'url', placeholder: 'linkedin.com/in/you' },
  { name: 'facebookUrl', label: 'Facebook', type: 'url', placeholder: 'facebook.com/you' },
  { name: 'instagramUrl', label: 'Instagram', type: 'url', placeholder: '@you' },
  { name: 'twitterUrl', label: 'X (Twitter)', type: 'url', placeholder: '@you' },
  { name: 'youtubeUrl', label: 'YouTube', type: 'url', placeholder: '@you' },
  { name: 'tiktokUrl', label: 'TikTok', type: 'url', placeholder: '@you' },
  { name: 'githubUrl', label: 'GitHub', type: 'url', placeholder: '@you' },
  {
    name: 'bookingUrl',
    label: 'Booking link',
    type: 'url',
    placeholder: 'calendly.com/you',
  },
  { name: 'alternateUrl1', label: 'Alternate URL 1', type: 'url', placeholder: 'https://' },
  { name: 'alternateUrl2', label: 'Alternate URL 2', type: 'url', placeholder: 'https://' },
  { name: 'alternateUrl3', label: 'Alternate URL 3', type: 'url', placeholder: 'https://' },
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
  { name: 'companySlogan', label: 'Company Slogan', wide: true },
];

/** The text sections after the QR code, in order (docs/product.md#card-tab), with their fields. */
export const CARD_SECTIONS: Array<{ title: string; description?: string; fields: FieldSpec[] }> = [
  {
    title: 'Personal',
    fields: [
      { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
      {
        name: 'lastName',
        label: 'Last Name',
        placeholder: 'Last Name, Profession',
        autoComplete: 'family-name',
      },
    ],
  },
  {
    title: 'Work',
    fields: [
      { name: 'workOrganization', label: 'Organization', autoComplete: 'organization' },
      { name: 'workTitle', label: 'Title', autoComplete: 'organization-title' },
      { name: 'workRole', label: 'Role' },
      { name: 'workUrl', label: 'Work Website', type: 'url', placeholder: 'https://' },
    ],
  },
  {
    title: 'Emails',
    fields: [
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'workEmail', label: 'Work Email', type: 'email' },
      { name: 'alternateEmail', label: 'Alternate Email', type: 'email' },
    ],
  },
  {
    title: 'Phone Numbers',
    fields: [
      { name: 'cellPhone', label: 'Cell Phone', type: 'tel', autoComplete: 'tel' },
      { name: 'workPhone', label: 'Work Phone', type: 'tel' },
      { name: 'workFax', label: 'Work Fax', type: 'tel' },
      { name: 'alternatePhone', label: 'Alternate Phone', type: 'tel' },
      WHATSAPP_FIELD_SPEC,
    ],
  },
  {
    title: 'Work Address',
    fields: [
      { name: 'workAddressStreet', label: 'Street', wide: true, autoComplete: 'street-address' },
      { name: 'workAddressCity', label: 'City', autoComplete: 'address-level2' },
      { name: 'workAddressState', label: 'State', autoComplete: 'address-level1' },
      { name: 'workAddressPostalCode', label: 'Postal Code', autoComplete: 'postal-code' },
    ],
  },
  {
    title: 'Socials',
    description: COPY.linkFieldsHint,
    fields: LINK_FIELD_SPECS,
  },
  {
    title: 'Miscellaneous',
    fields: [
      {
        name: 'note',
        label: 'Note',
        multiline: true,
        placeholder: 'Anything else your contacts should know',
      },
    ],
  },
];
