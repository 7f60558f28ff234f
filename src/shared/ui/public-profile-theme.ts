import type { Theme } from '../schemas/profiles';

/** The public page's colours per profile theme, as Tailwind classes. */
export const PROFILE_THEMES = {
  dark: {
    page: 'bg-gray-950 text-white',
    muted: 'text-gray-300',
    card: 'bg-gray-900 ring-white/10',
    button: 'bg-white/10 text-white hover:bg-white/20 ring-white/20',
    secondary: 'text-orange-300 ring-orange-400 hover:bg-orange-400/10',
    bar: 'bg-gray-900 border-white/10',
    input: 'bg-gray-950 text-white ring-white/20 placeholder:text-gray-500',
    social: 'text-gray-200 hover:text-white',
    accent: 'text-orange-400 hover:text-orange-300',
    hint: 'bg-amber-400/10 text-amber-100 ring-amber-300/40',
  },
  light: {
    page: 'bg-gray-50 text-gray-900',
    muted: 'text-gray-600',
    card: 'bg-white ring-gray-900/10',
    button: 'bg-white text-gray-900 hover:bg-gray-100 ring-gray-300',
    secondary: 'bg-white text-orange-800 ring-orange-800 hover:bg-orange-50',
    bar: 'bg-white border-gray-900/10',
    input: 'bg-white text-gray-900 ring-gray-300 placeholder:text-gray-400',
    social: 'text-gray-600 hover:text-gray-900',
    accent: 'text-orange-800 hover:text-orange-900',
    hint: 'bg-amber-50 text-amber-950 ring-amber-300',
  },
} as const satisfies Record<Theme, Record<string, string>>;

export type ProfileTheme = (typeof PROFILE_THEMES)[Theme];

/** The one filled button of the page: 'Download Contact' (in the header and in the sticky bar). */
export const PRIMARY_ACTION =
  'rounded-full bg-orange-800 px-4 py-3 text-center text-base font-semibold text-white shadow hover:bg-orange-900';

/** The in-app browser hint, which both 'Download Contact' links point at (aria-describedby). */
export const IN_APP_HINT_ID = 'in-app-hint';
