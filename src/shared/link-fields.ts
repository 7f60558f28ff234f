/**
 * The website, five social links and three alternate URLs on cards and profiles, in display
 * order (docs/product.md#what-the-api-exchanges). Free of zod, so the public page can use it
 * without shipping the schemas.
 */
export const PROFILE_LINK_FIELDS = [
  'websiteUrl',
  'linkedInUrl',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'youtubeUrl',
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
  alternateUrl1: 'Link',
  alternateUrl2: 'Link',
  alternateUrl3: 'Link',
};
