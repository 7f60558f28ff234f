import {
  PROFILE_LINK_FIELDS,
  SOCIAL_LABELS,
  type ProfileLinkField,
} from '#shared/cards/link-fields';
import { COPY } from '#shared/copy';
import type { PublicProfile } from '#shared/schemas/profiles';
import { contactRows } from '#shared/ui/public-profile-contact-rows';

/**
 * The link of the profile a click names (a button's uuid, a contact row such as `phone` or
 * `address`, or a link field such as `linkedInUrl`), with the name the owner knows it by; null
 * when the profile has no such link. The URL and label come from the profile, never from the
 * visitor's request.
 */
export function profileLink(
  profile: PublicProfile,
  linkId: string,
): { url: string; label: string } | null {
  const button = profile.buttons.find((candidate) => candidate.uuid === linkId);
  if (button) return { url: button.url, label: button.text };
  // Named for the owner's Insights, in the catalogue's own words.
  const row = contactRows(profile, COPY).find((candidate) => candidate.id === linkId);
  if (row) return { url: row.href, label: row.label };
  if (!(PROFILE_LINK_FIELDS as readonly string[]).includes(linkId)) return null;
  const field = linkId as ProfileLinkField;
  const url = profile[field];
  return url ? { url, label: SOCIAL_LABELS[field] } : null;
}
