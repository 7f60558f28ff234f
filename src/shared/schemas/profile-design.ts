import { z } from 'zod';
import { COPY } from '../copy';
import { FONT_IDS } from '../design/fonts';
import { BUTTON_STYLES, LAYOUTS, PRESET_IDS } from '../design/presets';

/** `#rrggbb`, stored lower-case. */
export const AccentColour = z
  .string({ error: COPY.accentColourFormat })
  .regex(/^#[0-9a-fA-F]{6}$/, COPY.accentColourFormat)
  .transform((value) => value.toLowerCase());

/**
 * The owner's design of a profile (decision 045), in PUT /api/cards/{id}/profile: a preset, and
 * what replaces the preset's own accent, font, button style and layout. A field left out (or
 * null) is the preset's: choosing another preset brings its whole look. The cover is not the
 * preset's: left out it stays, null removes it.
 */
export const ProfileDesignInput = z
  .object({
    preset: z.enum(PRESET_IDS, { error: COPY.designPresetUnknown }),
    accent: AccentColour.nullable().optional(),
    font: z.enum(FONT_IDS, { error: COPY.designFontUnknown }).nullable().optional(),
    buttonStyle: z
      .enum(BUTTON_STYLES, { error: COPY.designButtonStyleUnknown })
      .nullable()
      .optional(),
    layout: z.enum(LAYOUTS, { error: COPY.designLayoutUnknown }).nullable().optional(),
    /** An upload of the owner to /api/uploads/cover-images (checked on save); null: none. */
    coverImageUrl: z
      .string({ error: COPY.coverImageUrlFormat })
      .max(2048, COPY.coverImageUrlFormat)
      .nullable()
      .optional(),
  })
  .strict()
  .transform((design): StoredDesign => ({
    preset: design.preset,
    accent: design.accent ?? null,
    font: design.font ?? null,
    buttonStyle: design.buttonStyle ?? null,
    layout: design.layout ?? null,
    // Left out, the cover stays as it is (a client that does not know covers never drops one);
    // null or '' removes it.
    ...(design.coverImageUrl !== undefined ? { coverImageUrl: design.coverImageUrl || null } : {}),
  }));
export type ProfileDesignInput = z.input<typeof ProfileDesignInput>;

/** As stored: every choice, null where the preset's own applies. */
export interface StoredDesign {
  preset: string;
  accent: string | null;
  font: string | null;
  buttonStyle: string | null;
  layout: string | null;
  /** Absent from designs stored before covers: none. */
  coverImageUrl?: string | null;
}

export const DEFAULT_DESIGN: StoredDesign = {
  preset: 'dark',
  accent: null,
  font: null,
  buttonStyle: null,
  layout: null,
  coverImageUrl: null,
};

/** The design as answered: the choices, what applies, and the accent shade used as text. */
export const ProfileDesign = z.object({
  preset: z.enum(PRESET_IDS),
  /** The owner's accent; null: the preset's own. */
  accent: z.string().nullable(),
  /** The shade of the accent the page uses as text and outlines (equal when it reads as is). */
  accentUsed: z.string(),
  font: z.enum(FONT_IDS),
  buttonStyle: z.enum(BUTTON_STYLES),
  layout: z.enum(LAYOUTS),
  /** The cover's largest width; the page offers its smaller ones too (`coverSrcSet`). */
  coverImageUrl: z.string().nullable(),
});
export type ProfileDesign = z.infer<typeof ProfileDesign>;

const Colour = z.string().regex(/^#[0-9a-f]{6}$/);

/** GET /api/design-presets: one named design. */
export const DesignPreset = z.object({
  id: z.enum(PRESET_IDS),
  name: z.string(),
  base: z.enum(['dark', 'light']),
  colours: z.object({
    page: Colour,
    text: Colour,
    muted: Colour,
    card: Colour,
    line: Colour,
    button: Colour,
    buttonHover: Colour,
    buttonText: Colour,
    accent: Colour,
    accentHover: Colour,
    onAccent: Colour,
    accentText: Colour,
  }),
  font: z.enum(FONT_IDS),
  buttonStyle: z.enum(BUTTON_STYLES),
});
export type DesignPresetAnswer = z.infer<typeof DesignPreset>;
