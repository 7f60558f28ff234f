import { copyIn } from '#server/lib/copy-in';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '#shared/cards/link-fields';
import { consentSuggestion } from '#shared/copy';
import { presetDesign } from '#shared/design/resolve-design';
import type { Language } from '#shared/i18n/languages';
import { buildPath, ROUTES } from '#shared/routes';
import type { PublicProfile } from '#shared/schemas/profiles';
import type { PageAssets } from './page-assets';
import { renderProfilePage } from './render-profile-page';

/**
 * The example profile /subscribe links to (docs/product.md#the-connect-subscription): made-up,
 * fixed data, so it exists on every install, a fresh `npm start` or production without the
 * demo owner, and shows what the subscription gives (a design, buttons, links, the lead form
 * with a consent tick). Its form sends nothing.
 */
const EXAMPLE_PROFILE: PublicProfile = {
  uuid: 'example',
  active: true,
  name: 'Jordan Rivera',
  company: 'Northwind Studio',
  title: 'Head of Partnerships',
  slogan: 'Good work starts with a good conversation.',
  imageUrl: null,
  theme: 'dark',
  buttons: [{ uuid: 'example-portfolio', text: 'See our work', url: 'https://example.com/work' }],
  leadForm: {
    company: 'required',
    title: 'optional',
    phone: 'optional',
    message: 'required',
    consentText: consentSuggestion('Jordan'),
  },
  design: presetDesign('midnight'),
  ...(Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, null])) as Record<
    ProfileLinkField,
    null
  >),
  websiteUrl: 'https://example.com',
  linkedInUrl: 'https://www.linkedin.com/in/example',
  bookingUrl: 'https://example.com/book',
  contact: {
    phone: '+1 555 0100',
    mobile: '+1 555 0100',
    email: 'jordan@example.com',
    address: null,
  },
};

const VCARD_LINES = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Rivera;Jordan;;;',
  'FN:Jordan Rivera',
  'ORG:Northwind Studio',
  'TITLE:Head of Partnerships',
  'TEL;TYPE=CELL:+1 555 0100',
  'EMAIL;TYPE=INTERNET:jordan@example.com',
  'URL:https://example.com',
  'END:VCARD',
];

/** The example's contact file ('Download Contact'). */
export const EXAMPLE_VCARD = `${VCARD_LINES.join('\r\n')}\r\n`;

/** Where the example's form posts: it answers as a send would, and keeps nothing. */
export const EXAMPLE_SEND_ACTION = `${ROUTES.exampleProfile}/send-message`;

/**
 * The example profile's whole page in one language, as any profile's, under a strip that says
 * what it is. Its made-up owner's words stay English, as an owner's stay as written.
 */
export function renderExamplePage(
  assets: PageAssets,
  { appUrl, shopUrl }: { appUrl: string; shopUrl: string },
  language: Language,
): string {
  const pageUrl = `${appUrl.replace(/\/+$/, '')}${buildPath(ROUTES.exampleProfile, {})}`;
  return renderProfilePage(
    {
      key: EXAMPLE_PROFILE.uuid,
      profile: EXAMPLE_PROFILE,
      vcardUrl: `${ROUTES.exampleProfile}/contact.vcf`,
      shopUrl,
      inAppHint: null,
      language,
    },
    pageUrl,
    assets,
    { note: copyIn(language).exampleProfileNote, formAction: EXAMPLE_SEND_ACTION },
  );
}
