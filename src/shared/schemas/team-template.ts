import { z } from 'zod';
import { COPY } from '../copy';
import { FONT_IDS } from '../design/fonts';
import { BUTTON_STYLES, LAYOUTS, PRESET_IDS, presetById } from '../design/presets';
import { cardConfigurationFieldSchemas } from './card-configuration';
import { AccentColour, type StoredDesign } from './profile-design';
import { CardProfileFields, Theme } from './profiles';
import {
  TEMPLATE_CARD_FIELDS,
  TEMPLATE_DESIGN_FIELDS,
  TEMPLATE_FIELDS,
  TemplateFieldName,
  type TemplateField,
  type TemplateCardField,
  type TemplateDesignField,
} from './team-template-fields';

export * from './team-template-fields';

/** The design parts a template sets, each with the rule the profile editor keeps. */
const TemplateDesignValues = z.object({
  preset: z.enum(PRESET_IDS, { error: COPY.designPresetUnknown }),
  accent: AccentColour,
  font: z.enum(FONT_IDS, { error: COPY.designFontUnknown }),
  buttonStyle: z.enum(BUTTON_STYLES, { error: COPY.designButtonStyleUnknown }),
  layout: z.enum(LAYOUTS, { error: COPY.designLayoutUnknown }),
});

export const TemplateValues = z
  .object({
    ...Object.fromEntries(
      TEMPLATE_CARD_FIELDS.map((field) => [field, cardConfigurationFieldSchemas[field]]),
    ),
    company: CardProfileFields.shape.company,
    theme: CardProfileFields.shape.theme,
    ...TemplateDesignValues.shape,
  } as {
    [F in TemplateCardField]: (typeof cardConfigurationFieldSchemas)[F];
  } & {
    company: typeof CardProfileFields.shape.company;
    theme: typeof CardProfileFields.shape.theme;
  } & typeof TemplateDesignValues.shape)
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
    message: COPY.lockedFieldWithoutValue,
    path: ['locked'],
  })
  // The original theme is the preset's base: a dark theme with a light preset says two things.
  .refine(
    ({ values }) =>
      !values.preset || !values.theme || presetById(values.preset).base === values.theme,
    { message: COPY.templateThemeContradictsPreset, path: ['values', 'theme'] },
  );
export type TeamTemplateBody = z.infer<typeof TeamTemplateBody>;

/** The template's values as answered: what was stored (the rules ran when it was saved). */
const StoredTemplateValues = z
  .object({
    ...(Object.fromEntries(TEMPLATE_CARD_FIELDS.map((field) => [field, z.string().nullable()])) as {
      [F in TemplateCardField]: z.ZodNullable<z.ZodString>;
    }),
    company: z.string(),
    theme: Theme,
    preset: z.string(),
    accent: z.string(),
    font: z.string(),
    buttonStyle: z.string(),
    layout: z.string(),
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

/**
 * GET .../departments/{departmentId}/template: the department's own template (the company
 * template's fields), its cards, and the company template it sits on (what it cannot set).
 */
export const DepartmentTemplate = TeamTemplate.extend({
  company: TeamTemplate.pick({ values: true, locked: true }),
});
export type DepartmentTemplate = z.infer<typeof DepartmentTemplate>;

/** What a save would do: the team cards whose details would change. */
export const TemplatePreview = z.object({ changingCards: z.number().int() });
export type TemplatePreview = z.infer<typeof TemplatePreview>;

/**
 * A design with a template's parts on it: each of `fields` the template sets, then, where the
 * template sets the original theme, that theme's own preset in place of a preset of the other base.
 * The SQL of applyTemplate (server/modules/teams) writes the same to many profiles at once.
 */
export function withTemplateDesign(
  design: StoredDesign,
  values: Partial<Record<TemplateDesignField | 'theme', string>>,
  fields: readonly string[] = [...TEMPLATE_DESIGN_FIELDS, 'theme'],
): StoredDesign {
  const next: StoredDesign = { ...design };
  for (const field of TEMPLATE_DESIGN_FIELDS) {
    const value = values[field];
    if (fields.includes(field) && value !== undefined) next[field] = value;
  }
  const theme = fields.includes('theme') ? values.theme : undefined;
  if (theme && presetById(next.preset).base !== theme) next.preset = theme;
  return next;
}

/** A template's values and locks: the company's, a department's, or the two layered. */
export interface TemplateLayer {
  values: TemplateValues;
  locked: TemplateField[];
}

/**
 * What a department's cards show (docs/product.md#departments): the company's values, then the
 * department's for every field the company does not lock; locked, whatever either locks. With no
 * department, the company template alone. The server writes this to the cards and checks the
 * holder's edits against it.
 */
export function layeredTemplate(
  company: TemplateLayer,
  department: TemplateLayer | null,
): TemplateLayer {
  if (!department) return company;
  const values: Record<string, unknown> = { ...company.values };
  for (const [field, value] of Object.entries(department.values)) {
    if (!company.locked.includes(field as TemplateField)) values[field] = value;
  }
  const locked = [...company.locked];
  for (const field of department.locked) if (!locked.includes(field)) locked.push(field);
  return { values: values as TemplateValues, locked };
}
