import { z } from 'zod';
import { MESSAGES } from '../messages';
import { cardConfigurationFieldSchemas } from './card-configuration';
import { CardProfileFields, Theme } from './profiles';
import {
  TEMPLATE_CARD_FIELDS,
  TEMPLATE_FIELDS,
  TemplateFieldName,
  type TemplateCardField,
} from './team-template-fields';

export * from './team-template-fields';

export const TemplateValues = z
  .object({
    ...Object.fromEntries(
      TEMPLATE_CARD_FIELDS.map((field) => [field, cardConfigurationFieldSchemas[field]]),
    ),
    company: CardProfileFields.shape.company,
    theme: CardProfileFields.shape.theme,
  } as {
    [F in TemplateCardField]: (typeof cardConfigurationFieldSchemas)[F];
  } & {
    company: typeof CardProfileFields.shape.company;
    theme: typeof CardProfileFields.shape.theme;
  })
  .partial()
  .strict();
export type TemplateValues = z.infer<typeof TemplateValues>;

/** PUT /api/teams/{id}/template, and POST .../template/preview with what is about to be saved. */
export const TeamTemplateBody = z
  .object({
    values: TemplateValues,
    locked: z.array(TemplateFieldName).max(TEMPLATE_FIELDS.length),
  })
  .refine((body) => body.locked.every((field) => body.values[field] !== undefined), {
    message: MESSAGES.lockedFieldWithoutValue,
    path: ['locked'],
  });
export type TeamTemplateBody = z.infer<typeof TeamTemplateBody>;

/** The template's values as answered: what was stored (the rules ran when it was saved). */
const StoredTemplateValues = z
  .object({
    ...(Object.fromEntries(TEMPLATE_CARD_FIELDS.map((field) => [field, z.string().nullable()])) as {
      [F in TemplateCardField]: z.ZodNullable<z.ZodString>;
    }),
    company: z.string(),
    theme: Theme,
  })
  .partial();

export const TeamTemplate = z.object({
  values: StoredTemplateValues,
  locked: z.array(TemplateFieldName),
  /** Null until the template is first saved. */
  updatedAt: z.string().nullable(),
  /** The team's cards, pooled and held. */
  cards: z.number().int(),
});
export type TeamTemplate = z.infer<typeof TeamTemplate>;

/** What a save would do: the team cards whose details would change. */
export const TemplatePreview = z.object({ changingCards: z.number().int() });
export type TemplatePreview = z.infer<typeof TemplatePreview>;
