import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, type TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { recordTeamAudit } from '../audit/public';
import { releaseReplacedImages } from '../uploads/public';
import { memberTarget } from './audit-targets';
import { returnCardsToPool } from './card-holder';
import { lockMember, updateMember } from './member-rows';
import type { TeamAccess } from './team-access';

/**
 * Ends an active member's team access (their own account and personal cards stay). The team's
 * cards they held go back to the pool at once, emptied of their details.
 */
export async function deactivateMember(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  { access, memberId }: { access: TeamAccess; memberId: string },
): Promise<TeamMemberRow> {
  const { row, replaced } = await deps.database.db.transaction(async (tx) => {
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.role === 'owner') throw new AppError('CONFLICT', COPY.ownerCannotBeDeactivated);
    if (row.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        row.status === 'invited' ? COPY.invitationNotPending : COPY.memberAlreadyDeactivated,
      );
    }
    const now = deps.clock.now();
    const replaced = row.userId
      ? await returnCardsToPool(tx, {
          teamId: access.team.id,
          which: eq(cards.ownerId, row.userId),
          now,
        })
      : [];
    const updated = await updateMember(tx, row.id, {
      status: 'deactivated',
      deactivatedAt: now,
      updatedAt: now,
    });
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'member.deactivated',
      target: memberTarget(row),
      details: { cardsReturned: replaced.length },
    });
    return { row: updated, replaced };
  });
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return row;
}
