import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, type TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TeamAuditAction } from '#shared/schemas/team-audit';
import { recordTeamAudit } from '../audit/public';
import { releaseReplacedImages } from '../uploads/public';
import { memberTarget } from './audit-targets';
import { returnCardsToPool } from './card-holder';
import { lockMember, updateMember } from './member-rows';
import type { TeamAccess } from './team-access';

/**
 * Ends an active member's team access (their own account and personal cards stay). The team's
 * cards they held go back to the pool at once, emptied of their details. The company's
 * directory (SCIM) deactivates through here too: its log row is its own (`action`), and it may
 * end an invitation not yet accepted the same way (`invitedToo`: the link stops working, the
 * cards waiting for it go back to the pool).
 */
export async function deactivateMember(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  {
    access,
    memberId,
    action = 'member.deactivated',
    invitedToo = false,
  }: { access: TeamAccess; memberId: string; action?: TeamAuditAction; invitedToo?: boolean },
): Promise<TeamMemberRow> {
  const { row, replaced } = await deps.database.db.transaction(async (tx) => {
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.role === 'owner') throw new AppError('CONFLICT', COPY.ownerCannotBeDeactivated);
    if (row.status !== 'active' && !(invitedToo && row.status === 'invited')) {
      throw new AppError(
        'CONFLICT',
        row.status === 'invited' ? COPY.invitationNotPending : COPY.memberAlreadyDeactivated,
      );
    }
    const now = deps.clock.now();
    const which = row.userId ? eq(cards.ownerId, row.userId) : eq(cards.invitedHolderId, row.id);
    const replaced = await returnCardsToPool(tx, { teamId: access.team.id, which, now });
    const updated = await updateMember(tx, row.id, {
      status: 'deactivated',
      inviteTokenHash: null,
      inviteExpiresAt: null,
      deactivatedAt: now,
      updatedAt: now,
    });
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action,
      target: memberTarget(row),
      details: { cardsReturned: replaced.length },
    });
    return { row: updated, replaced };
  });
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return row;
}
