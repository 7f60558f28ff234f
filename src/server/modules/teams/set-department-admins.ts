import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamMembers } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { nameOrEmail } from '#shared/cards/display-name';
import { COPY, runsAnotherDepartmentMessage } from '#shared/copy';
import type { DepartmentAdminsBody } from '#shared/schemas/departments';
import { recordTeamAudit } from '../audit/public';
import type { TeamAccess } from './team-access';
import { departmentNamesOf } from './team-views';
import { departmentTarget, lockDepartment } from './write-department';

/**
 * PUT .../departments/{departmentId}/admins {memberIds}: exactly these active members run the
 * department (the list replaces the last; an empty one leaves it to the team's admins). A member
 * runs at most one department (409 naming the other); the owner and admins run all of them (400).
 */
export function setDepartmentAdmins(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    access,
    departmentId,
    body,
  }: { access: TeamAccess; departmentId: string; body: DepartmentAdminsBody },
): Promise<{ memberIds: string[] }> {
  const now = deps.clock.now();
  const wanted = [...new Set(body.memberIds.map((id) => id.toLowerCase()))];
  return deps.database.db.transaction(async (tx) => {
    const department = await lockDepartment(tx, access.team.id, departmentId);
    const chosen =
      wanted.length === 0
        ? []
        : await tx
            .select()
            .from(teamMembers)
            .where(and(eq(teamMembers.teamId, access.team.id), inArray(teamMembers.id, wanted)))
            .for('update');
    if (chosen.length !== wanted.length) throw new AppError('NOT_FOUND', COPY.teamMemberNotFound);
    if (chosen.some((row) => row.status !== 'active')) {
      throw new AppError('BAD_REQUEST', COPY.departmentAdminsMustBeActive);
    }
    if (chosen.some((row) => row.role !== 'member')) {
      throw new AppError('BAD_REQUEST', COPY.departmentAdminsAreMembers);
    }
    const elsewhere = chosen.find(
      (row) => row.adminOfDepartmentId && row.adminOfDepartmentId !== department.id,
    );
    if (elsewhere) {
      const names = await departmentNamesOf(tx, access.team.id);
      const other = names.get(elsewhere.adminOfDepartmentId!) ?? '';
      throw new AppError('CONFLICT', runsAnotherDepartmentMessage(other));
    }
    const before = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.adminOfDepartmentId, department.id));
    await tx
      .update(teamMembers)
      .set({ adminOfDepartmentId: null, updatedAt: now })
      .where(
        and(
          eq(teamMembers.adminOfDepartmentId, department.id),
          wanted.length > 0 ? notInArray(teamMembers.id, wanted) : undefined,
        ),
      );
    if (wanted.length > 0) {
      await tx
        .update(teamMembers)
        .set({ adminOfDepartmentId: department.id, updatedAt: now })
        .where(inArray(teamMembers.id, wanted));
    }
    const names = (rows: typeof chosen) => rows.map(nameOrEmail).sort();
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'department.admins_changed',
      target: departmentTarget(department),
      details: { before: names(before).join(', '), after: names(chosen).join(', ') },
    });
    return { memberIds: chosen.map((row) => row.id) };
  });
}
