import { z } from 'zod';

/**
 * The card fields a team's template sets (docs/product.md#teams): the company's facts and look, the
 * same on every team card. Each keeps the rule it has in the card editor.
 */
export const TEMPLATE_CARD_FIELDS = [
  'workOrganization',
  'companyImageUrl',
  'workUrl',
  'websiteUrl',
  'workPhone',
  'workAddressStreet',
  'workAddressCity',
  'workAddressState',
  'workAddressPostalCode',
  'companySlogan',
] as const;
export type TemplateCardField = (typeof TEMPLATE_CARD_FIELDS)[number];

/** The Connect profile fields it sets: the company name the page shows, and its theme. */
export const TEMPLATE_PROFILE_FIELDS = ['company', 'theme'] as const;
export type TemplateProfileField = (typeof TEMPLATE_PROFILE_FIELDS)[number];

/**
 * The parts of the profile's design it sets: a company's colours, font and look on
 * every member's page, each part lockable on its own.
 */
export const TEMPLATE_DESIGN_FIELDS = [
  'preset',
  'accent',
  'font',
  'buttonStyle',
  'layout',
] as const;
export type TemplateDesignField = (typeof TEMPLATE_DESIGN_FIELDS)[number];

export const TEMPLATE_FIELDS = [
  ...TEMPLATE_CARD_FIELDS,
  ...TEMPLATE_PROFILE_FIELDS,
  ...TEMPLATE_DESIGN_FIELDS,
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** Each template field's name as the card and profile editors label it. */
export const TEMPLATE_FIELD_LABELS: Record<TemplateField, string> = {
  workOrganization: 'Organization',
  companyImageUrl: 'Company logo',
  workUrl: 'Work Website',
  websiteUrl: 'Website',
  workPhone: 'Work Phone',
  workAddressStreet: 'Street',
  workAddressCity: 'City',
  workAddressState: 'State',
  workAddressPostalCode: 'Postal Code',
  companySlogan: 'Company Slogan',
  company: 'Profile company',
  theme: 'Profile theme',
  preset: 'Profile design',
  accent: 'Accent colour',
  font: 'Font',
  buttonStyle: 'Button style',
  layout: 'Layout',
};

export const TemplateFieldName = z.enum(TEMPLATE_FIELDS);

/** On a team card (GET /api/cards): who runs it and what its template locks. */
export const CardTeam = z.object({
  name: z.string(),
  locked: z.array(TemplateFieldName),
});
export type CardTeam = z.infer<typeof CardTeam>;
