import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { passkeys, teamMembers, twoStepSecrets } from '#server/db/schema';
import type { ListedTeamMember } from '#shared/schemas/teams';
import { departmentNamesOf, toTeamMember } from './team-views';

/**
 * The team's people: the owner first, then admins and members, each group by name and e-mail;
 * each with whether their account has a second step: an authenticator app, or a passkey, which
 * meets the team's rule too (an invitation has no account: false).
 */
export async function listMembers(
  deps: Pick<AppDeps, 'database'>,
  teamId: string,
): Promise<ListedTeamMember[]> {
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
    .where(eq(teamMembers.teamId, teamId))
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
