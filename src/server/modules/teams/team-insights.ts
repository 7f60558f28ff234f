import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teamMembers } from '#server/db/schema';
import { nameOrEmail } from '#shared/cards/display-name';
import { COPY } from '#shared/copy';
import type { InsightsQuery } from '#shared/schemas/insights';
import type { TeamInsights } from '#shared/schemas/teams';
import { addCounts, queryTeamInsights } from '../insights/public';

const NO_COUNTS = { views: 0, visitors: 0, saves: 0, clicks: 0, messages: 0 };

/**
 * GET /api/teams/{id}/insights: the team's totals, one row per active member (zeros included,
 * so the admin sees who has not shared their card yet) and one for the pool when its cards were
 * seen, most views first, and the daily series. The rows add up to the totals.
 */
export async function readTeamInsights(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { teamId, query }: { teamId: string; query: InsightsQuery },
): Promise<TeamInsights> {
  const [counted, members] = await Promise.all([
    queryTeamInsights(deps, { teamId, days: query.days, tz: query.tz }),
    deps.database.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, 'active'))),
  ]);
  const byHolder = new Map(counted.holders.map((holder) => [holder.holderId, holder.totals]));
  const rows: TeamInsights['members'] = members.map((member) => ({
    memberId: member.id,
    name: nameOrEmail(member),
    email: member.email,
    ...(byHolder.get(member.userId) ?? NO_COUNTS),
  }));
  const memberUsers = new Set(members.map((member) => member.userId));
  // Cards seen while held by no active member: the pool's row (a card is never held by anyone
  // else, as deactivation and account deletion return it to the pool).
  const pool = counted.holders
    .filter((holder) => !memberUsers.has(holder.holderId))
    .reduce((sum, { totals }) => addCounts(sum, totals), NO_COUNTS);
  if (Object.values(pool).some((value) => value > 0)) {
    rows.push({ memberId: null, name: COPY.teamCardPool, email: null, ...pool });
  }
  rows.sort((a, b) => b.views - a.views || a.name.localeCompare(b.name));
  return {
    from: counted.from,
    to: counted.to,
    totals: counted.totals,
    members: rows,
    daily: counted.daily,
  };
}
