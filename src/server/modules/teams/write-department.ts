import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { departments, type DepartmentRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { Department, DepartmentBody } from '#shared/schemas/departments';
import { recordTeamAudit } from '../audit/public';
import { departmentCardsToCompany } from './department-template-writes';
import { departmentAnswer } from './list-departments';
import type { TeamAccess } from './team-access';

/** A department as the team's audit log names it (its name at the time). */
export function departmentTarget(row: Pick<DepartmentRow, 'id' | 'name'>) {
  return { kind: 'department' as const, id: row.id, label: row.name };
}

/** Runs a write whose name may be taken (the unique index, case folded): 409 then. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'departments_team_name_idx')) {
      throw new AppError('CONFLICT', COPY.departmentNameTaken);
    }
    throw error;
  }
}

/** The team's department by id, locked for the change; another team's is "not found". */
export async function lockDepartment(
  tx: Tx,
  teamId: string,
  departmentId: string,
): Promise<DepartmentRow> {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.teamId, teamId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', COPY.departmentNotFound);
  return row;
}

/** POST /api/teams/{id}/departments {name}: 409 when the team has the name already. */
export function createDepartment(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, body }: { access: TeamAccess; body: DepartmentBody },
): Promise<Department> {
  const now = deps.clock.now();
  return withUniqueName(() =>
    deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(departments)
        .values({ teamId: access.team.id, name: body.name, createdAt: now, updatedAt: now })
        .returning();
      await recordTeamAudit(tx, now, {
        teamId: access.team.id,
        actor: access.actor,
        action: 'department.created',
        target: departmentTarget(row!),
      });
      return departmentAnswer(tx, row!);
    }),
  );
}

/** PATCH .../departments/{departmentId} {name}. */
export function renameDepartment(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    access,
    departmentId,
    body,
  }: { access: TeamAccess; departmentId: string; body: DepartmentBody },
): Promise<Department> {
  const now = deps.clock.now();
  return withUniqueName(() =>
    deps.database.db.transaction(async (tx) => {
      const before = await lockDepartment(tx, access.team.id, departmentId);
      const [row] = await tx
        .update(departments)
        .set({ name: body.name, updatedAt: now })
        .where(eq(departments.id, before.id))
        .returning();
      if (before.name !== body.name) {
        await recordTeamAudit(tx, now, {
          teamId: access.team.id,
          actor: access.actor,
          action: 'department.renamed',
          target: departmentTarget(row!),
          details: { before: before.name, after: body.name },
        });
      }
      return departmentAnswer(tx, row!);
    }),
  );
}

/**
 * DELETE .../departments/{departmentId}: its members stay in the team without a department (and
 * whoever ran it runs nothing: the foreign keys set both to null); the fields it set on their
 * cards go back to the company template's.
 */
export function deleteDepartment(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, departmentId }: { access: TeamAccess; departmentId: string },
): Promise<void> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockDepartment(tx, access.team.id, departmentId);
    const { memberCount } = await departmentAnswer(tx, row);
    // Written while its members are still in it: the cards they hold go back to the company's.
    await departmentCardsToCompany(tx, { department: row, now });
    await tx.delete(departments).where(eq(departments.id, row.id));
    await recordTeamAudit(tx, now, {
      teamId: access.team.id,
      actor: access.actor,
      action: 'department.deleted',
      target: departmentTarget(row),
      details: { members: memberCount },
    });
  });
}
