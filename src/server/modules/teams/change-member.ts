import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import type { TeamMemberRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { ChangeMemberBody } from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { memberTarget } from './audit-targets';
import { departmentInScope } from './department-scope';
import { moveMemberCards } from './department-template-writes';
import { lockMember, updateMember } from './member-rows';
import type { TeamAccess } from './team-access';
import { departmentNamesOf } from './team-views';

/**
 * The department a change moves the member to: undefined when it leaves it alone, null for
 * none. A department admin (access.department) moves no one: they keep their people where they
 * are (404 for another department, as for anything outside theirs; 403 for none).
 */
async function departmentAfter(
  tx: Tx,
  access: TeamAccess,
  asked: string | null | undefined,
): Promise<string | null | undefined> {
  if (asked === undefined) return undefined;
  if (asked === null) {
    if (access.department) throw new AppError('FORBIDDEN', COPY.departmentAdminsMoveNoOne);
    return null;
  }
  return (await departmentInScope(tx, access, asked))!.id;
}

/**
 * PATCH /api/teams/{id}/members/{memberId} {role?, departmentId?}: admin or member (the owner's
 * role is handed over, and a department admin changes no one's), and the department they are in.
 */
export function changeMember(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, memberId, body }: { access: TeamAccess; memberId: string; body: ChangeMemberBody },
): Promise<TeamMemberRow> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await lockMember(tx, access.team.id, memberId);
    const { role } = body;
    if (role !== undefined && access.department) {
      throw new AppError('FORBIDDEN', COPY.teamAdminsOnly);
    }
    if (role !== undefined && row.role === 'owner') {
      throw new AppError('CONFLICT', COPY.ownerRoleIsHandedOver);
    }
    const departmentId = await departmentAfter(tx, access, body.departmentId);
    const changes: Partial<TeamMemberRow> = { updatedAt: now };
    if (role !== undefined && role !== row.role) {
      changes.role = role;
      // A team admin runs every department: the one they ran is no longer theirs alone.
      if (role === 'admin') changes.adminOfDepartmentId = null;
      await recordTeamAudit(tx, now, {
        teamId: access.team.id,
        actor: access.actor,
        action: 'member.role_changed',
        target: memberTarget(row),
        details: { before: row.role, after: role },
      });
    }
    if (departmentId !== undefined && departmentId !== row.departmentId) {
      changes.departmentId = departmentId;
      const names = await departmentNamesOf(tx, access.team.id);
      const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
      await recordTeamAudit(tx, now, {
        teamId: access.team.id,
        actor: access.actor,
        action: 'member.department_changed',
        target: memberTarget(row),
        details: { before: nameOf(row.departmentId), after: nameOf(departmentId) },
      });
      await moveMemberCards(tx, { teamId: access.team.id, member: row, to: departmentId, now });
    }
    return updateMember(tx, row.id, changes);
  });
}
