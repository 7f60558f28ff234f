/**
 * The ways to reach the person on cards and profiles, in display order
 * (docs/product.md#what-the-api-exchanges): the website, the social links, a booking page, a
 * WhatsApp number and three alternate URLs. Free of zod, so the public page can use it without
 * shipping the schemas.
 */
export const PROFILE_LINK_FIELDS = [
  'websiteUrl',
  'linkedInUrl',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'youtubeUrl',
  'tiktokUrl',
  'githubUrl',
  'bookingUrl',
  'whatsappPhone',
  'alternateUrl1',
  'alternateUrl2',
  'alternateUrl3',
] as const;

export type ProfileLinkField = (typeof PROFILE_LINK_FIELDS)[number];

/** What each link is called where it has no text of its own (icons' names, Insights). */
export const SOCIAL_LABELS: Record<ProfileLinkField, string> = {
  websiteUrl: 'Website',
  linkedInUrl: 'LinkedIn',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  twitterUrl: 'Twitter',
  youtubeUrl: 'YouTube',
  tiktokUrl: 'TikTok',
  githubUrl: 'GitHub',
  bookingUrl: 'Book a meeting',
  whatsappPhone: 'WhatsApp',
  alternateUrl1: 'Link',
  alternateUrl2: 'Link',
  alternateUrl3: 'Link',
};

/** The one link field that holds a phone number, not a URL. */
export const WHATSAPP_FIELD = 'whatsappPhone' satisfies ProfileLinkField;

/** Where a bare handle (`@ada`, `ada`) of each network leads. */
const HANDLE_URLS: Partial<Record<ProfileLinkField, (handle: string) => string>> = {
  linkedInUrl: (handle) => `https://www.linkedin.com/in/${handle}`,
  facebookUrl: (handle) => `https://www.facebook.com/${handle}`,
  instagramUrl: (handle) => `https://www.instagram.com/${handle}`,
  twitterUrl: (handle) => `https://x.com/${handle}`,
  youtubeUrl: (handle) => `https://www.youtube.com/@${handle}`,
  tiktokUrl: (handle) => `https://www.tiktok.com/@${handle}`,
  githubUrl: (handle) => `https://github.com/${handle}`,
};

const HANDLE = /^@?([A-Za-z0-9][A-Za-z0-9._-]{0,99})$/;
/** A host and maybe a path, typed without its scheme: `linkedin.com/in/ada`, `ada.dev`. */
const SCHEMELESS = /^(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}(?:[/?#:]\S*)?$/;
/** A value that names its scheme (`https:`, `mailto:`, `javascript:`): left for the rule to judge. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A web address as people type or paste it, made a full https URL: `example.com/work` becomes
 * `https://example.com/work`. Every URL field takes it (docs/product.md#links): the card's and
 * profile's links, button links, a team template's websites. Anything else is returned as
 * typed (trimmed), for the URL rule to judge: a `javascript:` link stays refused.
 */
export function normalizeWebAddress(typed: string): string {
  const value = typed.trim();
  if (!value || HAS_SCHEME.test(value)) return value;
  return SCHEMELESS.test(value) ? `https://${value}` : value;
}

/**
 * A link field as people type or paste it, made a full https URL (docs/product.md#validation, decision 047): a web address as
 * `normalizeWebAddress` makes it, and `@ada` for Instagram, X, TikTok, GitHub, YouTube, Facebook
 * and LinkedIn.
 */
export function normalizeLink(field: ProfileLinkField, typed: string): string {
  const value = typed.trim();
  if (!value || HAS_SCHEME.test(value)) return value;
  // In a network's field, a value without a slash is a handle, dots and all (`ada.lovelace`).
  const handle = HANDLE.exec(value);
  const toUrl = HANDLE_URLS[field];
  if (handle && toUrl) return toUrl(handle[1]!);
  return normalizeWebAddress(value);
}

/** The https://wa.me/ link of a WhatsApp number: its digits, with the country code. */
export function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
