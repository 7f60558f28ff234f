import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamMembers } from '#server/db/schema';
import type { TeamMember } from '#shared/schemas/teams';
import { toTeamMember } from './team-views';

/** The team's people: the owner first, then admins and members, each group by name and e-mail. */
export async function listMembers(
  deps: Pick<AppDeps, 'database'>,
  teamId: string,
): Promise<TeamMember[]> {
  const rows = await deps.database.db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(
      sql`case ${teamMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(sql`lower(${teamMembers.firstName} || ' ' || ${teamMembers.lastName})`),
      asc(teamMembers.email),
    );
  return rows.map(toTeamMember);
}
