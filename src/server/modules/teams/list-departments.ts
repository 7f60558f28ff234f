import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { departments, teamMembers, type DepartmentRow } from '#server/db/schema';
import { nameOrEmail } from '#shared/cards/display-name';
import type { Department } from '#shared/schemas/departments';
import type { TeamAccess } from './team-access';

/**
 * The team's departments by name, each with how many people are in it (invitations included,
 * the deactivated not) and who runs it; `only` narrows to one.
 */
export async function departmentAnswers(
  db: DbOrTx,
  { teamId, only }: { teamId: string; only?: string },
): Promise<Department[]> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.teamId, teamId), only ? eq(departments.id, only) : undefined))
    .orderBy(asc(sql`lower(${departments.name})`));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Counted apart: in a subquery of a one-table select, drizzle leaves the outer column
  // unqualified, and "id" would name the member's own id.
  const counts = await db
    .select({ departmentId: teamMembers.departmentId, n: count() })
    .from(teamMembers)
    .where(and(inArray(teamMembers.departmentId, ids), ne(teamMembers.status, 'deactivated')))
    .groupBy(teamMembers.departmentId);
  const admins = await db
    .select()
    .from(teamMembers)
    .where(
      and(
        inArray(teamMembers.adminOfDepartmentId, ids),
        eq(teamMembers.status, 'active'),
        eq(teamMembers.role, 'member'),
      ),
    )
    .orderBy(asc(teamMembers.email));
  return rows.map((row) => ({
    ...row,
    memberCount: Number(counts.find((counted) => counted.departmentId === row.id)?.n ?? 0),
    admins: admins
      .filter((admin) => admin.adminOfDepartmentId === row.id)
      .map((admin) => ({ memberId: admin.id, name: nameOrEmail(admin), email: admin.email })),
  }));
}

/** The answer for one department just written. */
export async function departmentAnswer(db: DbOrTx, row: DepartmentRow): Promise<Department> {
  const [found] = await departmentAnswers(db, { teamId: row.teamId, only: row.id });
  return found ?? { id: row.id, name: row.name, memberCount: 0, admins: [] };
}

/** GET /api/teams/{id}/departments: all of them, or a department admin's own. */
export function listDepartments(db: DbOrTx, access: TeamAccess): Promise<Department[]> {
  return departmentAnswers(db, { teamId: access.team.id, only: access.department?.id });
}
