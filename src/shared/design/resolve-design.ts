import { DEFAULT_DESIGN, type ProfileDesign, type StoredDesign } from '../schemas/profile-design';
import { mix, readableShade, textOn } from './contrast';
import { FONT_IDS, PROFILE_FONTS, type FontId, type ProfileFont } from './fonts';
import {
  BUTTON_STYLES,
  LAYOUTS,
  presetById,
  type ButtonStyle,
  type DesignColours,
  type Layout,
} from './presets';

/** What the page is drawn with: every colour, the font, the button style and the layout. */
export interface ResolvedDesign {
  design: ProfileDesign;
  base: 'dark' | 'light';
  colours: DesignColours;
  font: ProfileFont;
  buttonStyle: ButtonStyle;
  layout: Layout;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The colours of the preset with the owner's accent in place of its own: the fill keeps the
 * owner's colour exactly, with black or white text on it, whichever reads; where the accent is
 * text or an outline it takes the nearest shade readable on the page, the card and a hovered
 * outline (4.5:1).
 */
function withAccent(colours: DesignColours, accent: string): DesignColours {
  const onAccent = textOn(accent);
  return {
    ...colours,
    accent,
    // Away from the text on it: hovering only raises the contrast.
    accentHover: mix(accent, onAccent === '#ffffff' ? '#000000' : '#ffffff', 0.15),
    onAccent,
    accentText: readableShade(accent, [colours.page, colours.card, colours.buttonHover]),
  };
}

/** A stored design (anything once valid: an unknown value falls back to the preset's). */
export function resolveDesign(stored: StoredDesign): ResolvedDesign {
  const preset = presetById(stored.preset);
  const colours = stored.accent ? withAccent(preset.colours, stored.accent) : preset.colours;
  const font = PROFILE_FONTS[oneOf<FontId>(FONT_IDS, stored.font, preset.font)];
  const buttonStyle = oneOf(BUTTON_STYLES, stored.buttonStyle, preset.buttonStyle);
  const layout = oneOf(LAYOUTS, stored.layout, 'centered');
  return {
    design: {
      preset: preset.id as ProfileDesign['preset'],
      accent: stored.accent,
      accentUsed: colours.accentText,
      font: font.id,
      buttonStyle,
      layout,
      coverImageUrl: stored.coverImageUrl ?? null,
    },
    base: preset.base,
    colours,
    font,
    buttonStyle,
    layout,
  };
}

/**
 * The design as CSS custom properties on the page's root element: colours that passed the
 * pattern (or are the presets' own) and a font stack from a fixed list, so nothing an owner
 * types reaches the page's CSS.
 */
export function designProperties(resolved: ResolvedDesign): Record<string, string> {
  const { colours, font } = resolved;
  return {
    '--cc-page': colours.page,
    '--cc-text': colours.text,
    '--cc-muted': colours.muted,
    '--cc-card': colours.card,
    '--cc-line': colours.line,
    '--cc-button': colours.button,
    '--cc-button-hover': colours.buttonHover,
    '--cc-button-text': colours.buttonText,
    '--cc-accent': colours.accent,
    '--cc-accent-hover': colours.accentHover,
    '--cc-on-accent': colours.onAccent,
    '--cc-accent-text': colours.accentText,
    '--cc-font': font.stack,
  };
}

/** A preset's design with none of the owner's choices. */
export function presetDesign(preset: string): ProfileDesign {
  return resolveDesign({ ...DEFAULT_DESIGN, preset }).design;
}
