/**
 * The profile page's fonts: the system's own (no download, the original look) and six families
 * self-hosted from `@fontsource-variable` packages (one variable woff2 file carries every weight
 * the page uses), served from this origin (src/server/modules/design).
 */
export const FONT_IDS = [
  'system',
  'inter',
  'roboto',
  'lora',
  'montserrat',
  'playfair-display',
  'source-sans-3',
] as const;
export type FontId = (typeof FONT_IDS)[number];

const SYSTEM_STACK =
  "ui-sans-serif, system-ui, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol'";
const SERIF_FALLBACK = "ui-serif, Georgia, Cambria, 'Times New Roman', serif";

export interface ProfileFont {
  id: FontId;
  /** As the editor lists it. */
  name: string;
  /** The @font-face family name; null for the system font. */
  family: string | null;
  /** The CSS font-family value the page sets. */
  stack: string;
}

function hosted(id: FontId, name: string, serif = false): ProfileFont {
  const family = `${name} Variable`;
  return { id, name, family, stack: `'${family}', ${serif ? SERIF_FALLBACK : SYSTEM_STACK}` };
}

export const PROFILE_FONTS: Record<FontId, ProfileFont> = {
  system: { id: 'system', name: 'System', family: null, stack: SYSTEM_STACK },
  inter: hosted('inter', 'Inter'),
  roboto: hosted('roboto', 'Roboto'),
  lora: hosted('lora', 'Lora', true),
  montserrat: hosted('montserrat', 'Montserrat'),
  'playfair-display': hosted('playfair-display', 'Playfair Display', true),
  'source-sans-3': hosted('source-sans-3', 'Source Sans 3'),
};
