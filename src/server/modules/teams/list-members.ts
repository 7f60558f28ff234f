import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { passkeys, teamMembers, twoStepSecrets } from '#server/db/schema';
import type { ListedTeamMember } from '#shared/schemas/teams';
import { departmentInScope } from './department-scope';
import type { TeamAccess } from './team-access';
import { departmentNamesOf, toTeamMember } from './team-views';

/**
 * The team's people: the owner first, then admins and members, each group by name and e-mail;
 * each with whether their account has a second step: an authenticator app, or a passkey, which
 * meets the team's rule too (an invitation has no account: false). `departmentId` keeps one
 * department's people; a department admin gets only theirs, asked or not (departmentInScope).
 */
export async function listMembers(
  deps: Pick<AppDeps, 'database'>,
  { access, departmentId }: { access: TeamAccess; departmentId?: string },
): Promise<ListedTeamMember[]> {
  const teamId = access.team.id;
  const department = await departmentInScope(deps.database.db, access, departmentId);
  const rows = await deps.database.db
    .select({
      member: teamMembers,
      twoStepUser: twoStepSecrets.userId,
      hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${teamMembers.userId})`,
    })
    .from(teamMembers)
    .leftJoin(
      twoStepSecrets,
      and(eq(twoStepSecrets.userId, teamMembers.userId), isNotNull(twoStepSecrets.secret)),
    )
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        department ? eq(teamMembers.departmentId, department.id) : undefined,
      ),
    )
    .orderBy(
      sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(sql`lower(${teamMembers.firstName} || ' ' || ${teamMembers.lastName})`),
      asc(teamMembers.email),
    );
  const names = await departmentNamesOf(deps.database.db, teamId);
  return rows.map((row) => ({
    ...toTeamMember(row.member, names),
    twoStep: row.twoStepUser !== null || row.hasPasskey,
  }));
}
