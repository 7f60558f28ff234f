import type { CardRow } from '#server/db/schema';
import { editVersion } from '#server/lib/edit-version';
import type { CardProfile } from '#shared/schemas/profiles';
import { ownProfileFields, toCardProfile, type ProfileValues } from './to-card-profile';

/** A profile as its editor reads it, with its version (the ETag; docs/product.md#stale-edits). */
export interface VersionedProfile {
  profile: CardProfile;
  version: string;
}

/**
 * The profile's own fields, not the card's it shows beside them: an edit of the card in the card
 * editor does not make an open profile editor stale.
 */
export function profileVersion(profile: ProfileValues): string {
  return editVersion(ownProfileFields(profile));
}

/** A profile row as the editor reads it: the profile and its version. */
export function versioned(profile: ProfileValues, card: CardRow): VersionedProfile {
  return { profile: toCardProfile(profile, card), version: profileVersion(profile) };
}
