import type { AppDeps } from '#server/app-deps';
import type { TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { InvitableRole } from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { memberTarget } from './audit-targets';
import { lockMember, updateMember } from './member-rows';
import type { TeamAccess } from './team-access';

/** PATCH /api/teams/{id}/members/{memberId} {role}: admin or member; the owner's role is handed over. */
export function changeMemberRole(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, memberId, role }: { access: TeamAccess; memberId: string; role: InvitableRole },
): Promise<TeamMemberRow> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockMember(tx, access.team.id, memberId);
    if (row.role === 'owner') throw new AppError('CONFLICT', COPY.ownerRoleIsHandedOver);
    await recordTeamAudit(tx, deps.clock.now(), {
      teamId: access.team.id,
      actor: access.actor,
      action: 'member.role_changed',
      target: memberTarget(row),
      details: { before: row.role, after: role },
    });
    return updateMember(tx, row.id, { role, updatedAt: deps.clock.now() });
  });
}
