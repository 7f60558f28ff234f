import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, teamMembers } from '#server/db/schema';
import { nameOrEmail } from '#shared/cards/display-name';
import { COPY } from '#shared/copy';
import type { TeamInsights, TeamInsightsQuery } from '#shared/schemas/teams';
import { eventOfTeam } from '../events/public';
import { addCounts, queryTeamInsights } from '../insights/public';
import { departmentInScope } from './department-scope';
import type { TeamAccess } from './team-membership';
import { departmentNamesOf } from './team-views';

const NO_COUNTS = { views: 0, visitors: 0, saves: 0, clicks: 0, messages: 0 };

/**
 * The cards a department's figures count: those its active members hold now. Not
 * cardsOfGroup's cards waiting for an invitation: nobody holds those, so they are the
 * pool's, and the department's rows would no longer add up to its totals. The team is named,
 * not correlated with the card's: uncorrelated, the planner counts the 20 members before
 * choosing, and reads their cards' hours by index instead of every hour of the table
 * (decision 060).
 */
function heldInDepartment(teamId: string, departmentId: string): SQL {
  return sql`${cards.ownerId} in (select ${teamMembers.userId} from ${teamMembers}
    where ${teamMembers.teamId} = ${teamId} and ${teamMembers.departmentId} = ${departmentId}
      and ${teamMembers.status} = 'active')`;
}

/**
 * GET /api/teams/{id}/insights: the team's totals, one row per active member (zeros included,
 * so the admin sees who has not shared their card yet) and one for the pool when its cards were
 * seen, most views first, a row per department (the sum of its members' rows), and the daily
 * series. The rows add up to the totals. With `departmentId` (a department admin: always theirs)
 * all of it is that department's: its members, its cards, no pool. With `eventId` (the team's
 * event or the caller's own, else 404) the period is the event's days and the messages the
 * leads captured at it (docs/product.md#events).
 */
export async function readTeamInsights(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, query }: { access: TeamAccess; query: TeamInsightsQuery },
): Promise<TeamInsights> {
  const { db } = deps.database;
  const teamId = access.team.id;
  const department = await departmentInScope(db, access, query.departmentId);
  const event = query.eventId
    ? await eventOfTeam(db, { teamId, userId: access.member.userId, eventId: query.eventId })
    : undefined;
  const [counted, members, names] = await Promise.all([
    queryTeamInsights(deps, {
      teamId,
      days: query.days,
      tz: query.tz,
      ...(department ? { cardsOf: heldInDepartment(teamId, department.id) } : {}),
      ...(event ? { event } : {}),
    }),
    db
      .select()
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.teamId, teamId),
          eq(teamMembers.status, 'active'),
          department ? eq(teamMembers.departmentId, department.id) : undefined,
        ),
      ),
    departmentNamesOf(db, teamId),
  ]);
  const byHolder = new Map(counted.holders.map((holder) => [holder.holderId, holder.totals]));
  const rows: TeamInsights['members'] = members.map((member) => ({
    memberId: member.id,
    name: nameOrEmail(member),
    email: member.email,
    departmentId: member.departmentId,
    ...(byHolder.get(member.userId) ?? NO_COUNTS),
  }));
  const memberUsers = new Set(members.map((member) => member.userId));
  // Cards seen while held by no active member: the pool's row (a card is never held by anyone
  // else, as deactivation and account deletion return it to the pool). A department's figures
  // count only cards its members hold, so they have none.
  const pool = counted.holders
    .filter((holder) => !memberUsers.has(holder.holderId))
    .reduce((sum, { totals }) => addCounts(sum, totals), NO_COUNTS);
  if (Object.values(pool).some((value) => value > 0)) {
    rows.push({
      memberId: null,
      name: COPY.teamCardPool,
      email: null,
      departmentId: null,
      ...pool,
    });
  }
  rows.sort((a, b) => b.views - a.views || a.name.localeCompare(b.name));
  const inScope = department ? [[department.id, department.name] as const] : [...names];
  return {
    from: counted.from,
    to: counted.to,
    totals: counted.totals,
    members: rows,
    departments: inScope.map(([departmentId, name]) => ({
      departmentId,
      name,
      ...rows
        .filter((row) => row.departmentId === departmentId)
        .reduce(
          (sum, { views, visitors, saves, clicks, messages }) =>
            addCounts(sum, { views, visitors, saves, clicks, messages }),
          NO_COUNTS,
        ),
    })),
    daily: counted.daily,
  };
}
