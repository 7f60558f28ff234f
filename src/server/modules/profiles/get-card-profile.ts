import type { AppDeps } from '#server/app-deps';
import { holdOwnedCard } from './hold-owned-card';
import { profileRowFor } from './profile-row';
import { versioned, type VersionedProfile } from './versioned-profile';

/** The owner's card's profile for its editor, with its version. */
export async function getCardProfile(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<VersionedProfile> {
  return deps.database.db.transaction(async (tx) => {
    const card = await holdOwnedCard(tx, ownerId, cardId);
    return versioned(await profileRowFor(tx, card), card);
  });
}
