import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamDomains } from '#server/db/schema';
import type { TeamDomain } from '#shared/schemas/sso';
import { toTeamDomain } from './team-domains';

/** GET /api/teams/{id}/domains: the team's claims, verified or not, by name. */
export async function listTeamDomains(
  deps: Pick<AppDeps, 'database'>,
  { teamId }: { teamId: string },
): Promise<TeamDomain[]> {
  const rows = await deps.database.db
    .select()
    .from(teamDomains)
    .where(eq(teamDomains.teamId, teamId))
    .orderBy(asc(teamDomains.domain));
  return rows.map(toTeamDomain);
}
