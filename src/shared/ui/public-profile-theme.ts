import type { ResolvedDesign } from '../design/resolve-design';

/**
 * The public page's classes. Colours and the font come from the design's CSS custom properties
 * (`designProperties`, set on the page's root), so one set of classes draws every preset and
 * accent; the button style picks the shapes.
 */
const COLOURS = {
  page: 'bg-(--cc-page) text-(--cc-text) font-(family-name:--cc-font)',
  muted: 'text-(--cc-muted)',
  card: 'bg-(--cc-card) ring-(--cc-line)',
  /** Contact rows and Share: quiet controls on the page. */
  button: 'bg-(--cc-button) text-(--cc-button-text) hover:bg-(--cc-button-hover) ring-(--cc-line)',
  bar: 'bg-(--cc-card) border-(--cc-line)',
  input: 'bg-(--cc-page) text-(--cc-text) ring-(--cc-line) placeholder:text-(--cc-muted)',
  social: 'text-(--cc-muted) hover:text-(--cc-text)',
  accent: 'text-(--cc-accent-text) hover:underline',
  /** The filled accent: 'Download Contact', Send, the photo's initial. */
  fill: 'bg-(--cc-accent) text-(--cc-on-accent) hover:bg-(--cc-accent-hover)',
} as const;

const HINTS = {
  dark: 'bg-amber-400/10 text-amber-100 ring-amber-300/40',
  light: 'bg-amber-50 text-amber-950 ring-amber-300',
} as const;

const OUTLINED =
  'ring-2 ring-inset text-(--cc-accent-text) ring-(--cc-accent-text) hover:bg-(--cc-button-hover)';

/** The owner's buttons and 'Let's Connect!' per button style; outlines are in the accent. */
const BUTTON_SHAPES = {
  filled: { corners: 'rounded-xl', link: `shadow-sm ring-1 ring-inset ${COLOURS.button}` },
  pill: { corners: 'rounded-full', link: `shadow-sm ring-1 ring-inset ${COLOURS.button}` },
  outline: { corners: 'rounded-xl', link: OUTLINED },
} as const;

export function profileTheme(resolved: ResolvedDesign) {
  const shape = BUTTON_SHAPES[resolved.buttonStyle];
  const left = resolved.layout === 'left';
  return {
    ...COLOURS,
    hint: HINTS[resolved.base],
    corners: shape.corners,
    link: `${shape.corners} ${shape.link}`,
    secondary: `${shape.corners} ${OUTLINED}`,
    /** The one filled button of the page: 'Download Contact' (header and sticky bar). */
    primary: `${shape.corners} px-4 py-3 text-center text-base font-semibold shadow ${COLOURS.fill}`,
    /** Centered, or along the start edge (the left; the right on an Arabic page). */
    align: left ? 'items-start text-start' : 'items-center text-center',
    justify: left ? 'justify-start' : 'justify-center',
  };
}

export type ProfileTheme = ReturnType<typeof profileTheme>;

/** The in-app browser hint, which both 'Download Contact' links point at (aria-describedby). */
export const IN_APP_HINT_ID = 'in-app-hint';
