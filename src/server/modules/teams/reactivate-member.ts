import type { AppDeps } from '#server/app-deps';
import type { TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { TeamAuditAction } from '#shared/schemas/team-audit';
import { recordTeamAudit } from '../audit/public';
import { memberTarget } from './audit-targets';
import { lockMember, updateMember } from './member-rows';
import type { TeamAccess } from './team-access';

/** Gives a deactivated member their access back, unless they joined another team meanwhile. */
export async function reactivateMember(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    access,
    memberId,
    action = 'member.reactivated',
  }: { access: TeamAccess; memberId: string; action?: TeamAuditAction },
): Promise<TeamMemberRow> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const row = await lockMember(tx, access.team.id, memberId);
      if (row.status !== 'deactivated') throw new AppError('CONFLICT', COPY.memberNotDeactivated);
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId: access.team.id,
        actor: access.actor,
        action,
        target: memberTarget(row),
      });
      return updateMember(tx, row.id, {
        status: 'active',
        deactivatedAt: null,
        updatedAt: deps.clock.now(),
      });
    });
  } catch (error) {
    // The one-active-team index: the account is active in another team now.
    if (isUniqueViolation(error, 'team_members_active_user_idx')) {
      throw new AppError('CONFLICT', COPY.activeInAnotherTeam);
    }
    throw error;
  }
}
