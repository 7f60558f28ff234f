import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { departments, type TeamMemberRow, type TeamRow } from '#server/db/schema';
import type { DepartmentRef, Team, TeamMember } from '#shared/schemas/teams';

/** The team's departments by id, with their names: what member answers name them by. */
export type DepartmentNames = ReadonlyMap<string, string>;

export async function departmentNamesOf(db: DbOrTx, teamId: string): Promise<DepartmentNames> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.teamId, teamId))
    .orderBy(asc(departments.name));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function refOf(names: DepartmentNames, id: string | null): DepartmentRef | null {
  const name = id ? names.get(id) : undefined;
  return id && name !== undefined ? { id, name } : null;
}

/**
 * The team as its member reads it; `names` resolves the department a member runs (the owner's
 * and admins' is null: they run the whole team).
 */
export function toTeam(team: TeamRow, member: TeamMemberRow, names: DepartmentNames): Team {
  return {
    id: team.id,
    name: team.name,
    slug: team.slug,
    role: member.role,
    runsDepartment: member.role === 'member' ? refOf(names, member.adminOfDepartmentId) : null,
  };
}

export function toTeamMember(row: TeamMemberRow, names: DepartmentNames): TeamMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    role: row.role,
    status: row.status,
    department: refOf(names, row.departmentId),
    runsDepartment: row.role === 'member' ? refOf(names, row.adminOfDepartmentId) : null,
    invitedAt: row.invitedAt.toISOString(),
    inviteExpiresAt: row.status === 'invited' ? (row.inviteExpiresAt?.toISOString() ?? null) : null,
    joinedAt: row.joinedAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    directory: row.scimProvisionedAt !== null,
  };
}

/** One member as an answer, its departments named. */
export async function memberAnswer(db: DbOrTx, row: TeamMemberRow): Promise<TeamMember> {
  return toTeamMember(row, await departmentNamesOf(db, row.teamId));
}
