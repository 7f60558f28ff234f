import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, teamMembers } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { releaseReplacedImages } from '../uploads/public';
import { returnCardsToPool } from './card-holder';
import { lockMember } from './member-rows';
import type { TeamAccess } from './team-access';

/**
 * DELETE /api/teams/{id}/members/{memberId}: withdraws an invitation not yet accepted; the cards
 * that waited for it are in the pool again, with nothing of a person on them.
 */
export async function cancelInvitation(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<void> {
  const replaced = await deps.database.db.transaction(async (tx) => {
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.status !== 'invited') throw new AppError('CONFLICT', COPY.invitationNotPending);
    const images = await returnCardsToPool(tx, {
      teamId: access.team.id,
      which: eq(cards.invitedHolderId, row.id),
      now: deps.clock.now(),
    });
    await tx.delete(teamMembers).where(eq(teamMembers.id, row.id));
    return images;
  });
  await releaseReplacedImages(deps, { before: replaced, after: [] });
}
