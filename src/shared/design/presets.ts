import { mix } from './contrast';
import type { FontId } from './fonts';

export const BUTTON_STYLES = ['filled', 'outline', 'pill'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];
export const LAYOUTS = ['centered', 'left'] as const;
export type Layout = (typeof LAYOUTS)[number];
/** Each button style and layout by the name the editors show. */
export const BUTTON_STYLE_NAMES: Record<ButtonStyle, string> = {
  filled: 'Filled',
  outline: 'Outline',
  pill: 'Pill',
};
export const LAYOUT_NAMES: Record<Layout, string> = { centered: 'Centered', left: 'Left' };

/**
 * The colours of a design, all opaque `#rrggbb` (so their contrast can be computed): the page,
 * its text, the card the contact form sits on, the owner's link buttons, and the accent (the
 * filled 'Download Contact', and links and outlines where it is text).
 */
export interface DesignColours {
  page: string;
  text: string;
  muted: string;
  card: string;
  /** Rings around cards, buttons and inputs. */
  line: string;
  button: string;
  buttonHover: string;
  buttonText: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  /** The accent where it is text or an outline: readable on the page and the card. */
  accentText: string;
}

export interface DesignPreset {
  id: string;
  name: string;
  /** Dark or light: the original `theme` of a profile with this preset. */
  base: 'dark' | 'light';
  colours: DesignColours;
  font: FontId;
  buttonStyle: ButtonStyle;
}

const DARK_PAGE = '#030712';

/**
 * Named, tested designs (design-presets.test.ts checks every colour pair of each against WCAG
 * AA). `dark` and `light` are the original two themes, colour for colour as the page had them.
 */
export const DESIGN_PRESETS = [
  {
    id: 'dark',
    name: 'Dark',
    base: 'dark',
    colours: {
      page: DARK_PAGE,
      text: '#ffffff',
      muted: '#d1d5db',
      card: '#111827',
      line: mix(DARK_PAGE, '#ffffff', 0.2),
      button: mix(DARK_PAGE, '#ffffff', 0.1),
      buttonHover: mix(DARK_PAGE, '#ffffff', 0.2),
      buttonText: '#ffffff',
      accent: '#9a3412',
      accentHover: '#7c2d12',
      onAccent: '#ffffff',
      accentText: '#fdba74',
    },
    font: 'system',
    buttonStyle: 'pill',
  },
  {
    id: 'light',
    name: 'Light',
    base: 'light',
    colours: {
      page: '#f9fafb',
      text: '#111827',
      muted: '#4b5563',
      card: '#ffffff',
      line: '#d1d5db',
      button: '#ffffff',
      buttonHover: '#f3f4f6',
      buttonText: '#111827',
      accent: '#9a3412',
      accentHover: '#7c2d12',
      onAccent: '#ffffff',
      accentText: '#9a3412',
    },
    font: 'system',
    buttonStyle: 'pill',
  },
  {
    id: 'midnight',
    name: 'Midnight',
    base: 'dark',
    colours: {
      page: '#0b1026',
      text: '#f8fafc',
      muted: '#c7d2fe',
      card: '#151b3b',
      line: '#3b4478',
      button: '#1e2650',
      buttonHover: '#283266',
      buttonText: '#f8fafc',
      accent: '#4f46e5',
      accentHover: '#4338ca',
      onAccent: '#ffffff',
      accentText: '#a5b4fc',
    },
    font: 'inter',
    buttonStyle: 'pill',
  },
  {
    id: 'forest',
    name: 'Forest',
    base: 'dark',
    colours: {
      page: '#0f1f17',
      text: '#ecfdf5',
      muted: '#a7f3d0',
      card: '#16291f',
      line: '#2f5a43',
      button: '#1b3326',
      buttonHover: '#234232',
      buttonText: '#ecfdf5',
      accent: '#15803d',
      accentHover: '#166534',
      onAccent: '#ffffff',
      accentText: '#4ade80',
    },
    font: 'lora',
    buttonStyle: 'outline',
  },
  {
    id: 'graphite',
    name: 'Graphite',
    base: 'dark',
    colours: {
      page: '#18181b',
      text: '#fafafa',
      muted: '#d4d4d8',
      card: '#27272a',
      line: '#52525b',
      button: '#27272a',
      buttonHover: '#3f3f46',
      buttonText: '#fafafa',
      accent: '#e4e4e7',
      accentHover: '#d4d4d8',
      onAccent: '#000000',
      accentText: '#f4f4f5',
    },
    font: 'roboto',
    buttonStyle: 'filled',
  },
  {
    id: 'sand',
    name: 'Sand',
    base: 'light',
    colours: {
      page: '#faf6ef',
      text: '#292524',
      muted: '#57534e',
      card: '#fffdf8',
      line: '#d6cfc2',
      button: '#fffdf8',
      buttonHover: '#f3ece0',
      buttonText: '#292524',
      accent: '#b45309',
      accentHover: '#92400e',
      onAccent: '#ffffff',
      accentText: '#92400e',
    },
    font: 'playfair-display',
    buttonStyle: 'pill',
  },
  {
    id: 'ocean',
    name: 'Ocean',
    base: 'light',
    colours: {
      page: '#f0f9ff',
      text: '#0c4a6e',
      muted: '#075985',
      card: '#ffffff',
      line: '#bae6fd',
      button: '#ffffff',
      buttonHover: '#e0f2fe',
      buttonText: '#0c4a6e',
      accent: '#0369a1',
      accentHover: '#075985',
      onAccent: '#ffffff',
      accentText: '#0369a1',
    },
    font: 'source-sans-3',
    buttonStyle: 'filled',
  },
  {
    id: 'rose',
    name: 'Rose',
    base: 'light',
    colours: {
      page: '#fff1f2',
      text: '#4c0519',
      muted: '#881337',
      card: '#ffffff',
      line: '#fecdd3',
      button: '#ffffff',
      buttonHover: '#ffe4e6',
      buttonText: '#4c0519',
      accent: '#be123c',
      accentHover: '#9f1239',
      onAccent: '#ffffff',
      accentText: '#be123c',
    },
    font: 'montserrat',
    buttonStyle: 'pill',
  },
  {
    id: 'paper',
    name: 'Paper',
    base: 'light',
    colours: {
      page: '#ffffff',
      text: '#1c1917',
      muted: '#44403c',
      card: '#f5f5f4',
      line: '#a8a29e',
      button: '#ffffff',
      buttonHover: '#f5f5f4',
      buttonText: '#1c1917',
      accent: '#1c1917',
      accentHover: '#44403c',
      onAccent: '#ffffff',
      accentText: '#1c1917',
    },
    font: 'lora',
    buttonStyle: 'outline',
  },
] as const satisfies readonly DesignPreset[];

export type PresetId = (typeof DESIGN_PRESETS)[number]['id'];
export const PRESET_IDS = DESIGN_PRESETS.map((preset) => preset.id) as [PresetId, ...PresetId[]];

const BY_ID = new Map<string, DesignPreset>(DESIGN_PRESETS.map((preset) => [preset.id, preset]));

/** The preset of this id; the original dark for an id no longer offered. */
export function presetById(id: string): DesignPreset {
  return BY_ID.get(id) ?? DESIGN_PRESETS[0];
}
