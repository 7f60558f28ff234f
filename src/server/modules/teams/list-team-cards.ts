import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cardProfiles, cards, teamMembers, teams } from '#server/db/schema';
import type { TeamCard } from '#shared/schemas/teams';
import { toCard } from '../cards/public';
import { cardsOfGroup, departmentInScope } from './department-scope';
import type { TeamAccess } from './team-access';

/**
 * Every card of the team, pooled, held by a member or waiting for an invitation to be accepted,
 * oldest first, each with its holder (`waiting` for an invitation). A
 * card keeps its id, uuid and /c/{code} address through every move (decision 031).
 */
export async function listTeamCards(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    teamId,
    cardId,
    department,
  }: {
    teamId: string;
    /** One card only. */
    cardId?: number;
    /**
     * One department's cards only (cardsOfGroup); with `andPool`, the pooled cards too:
     * what a department admin hands out from.
     */
    department?: { id: string; andPool: boolean };
  },
): Promise<TeamCard[]> {
  const rows = await deps.database.db
    .select({
      row: cards,
      handle: cardProfiles.aliasSlug,
      member: teamMembers,
      team: { name: teams.name, templateLocked: teams.templateLocked },
    })
    .from(cards)
    .innerJoin(teams, eq(teams.id, cards.teamId))
    .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, cards.teamId),
        or(
          eq(teamMembers.userId, cards.ownerId),
          // A card waiting for an invitation is in the pool again once the invitation expired.
          and(
            eq(teamMembers.id, cards.invitedHolderId),
            eq(teamMembers.status, 'invited'),
            gt(teamMembers.inviteExpiresAt, deps.clock.now()),
          ),
        ),
      ),
    )
    .where(
      and(
        eq(cards.teamId, teamId),
        cardId === undefined ? undefined : eq(cards.id, cardId),
        department === undefined
          ? undefined
          : or(
              cardsOfGroup(teamId, department.id),
              department.andPool
                ? and(isNull(cards.ownerId), isNull(cards.invitedHolderId))
                : undefined,
            ),
      ),
    )
    .orderBy(asc(cards.id));
  return rows.map(({ row, handle, member, team }) => ({
    ...toCard(row, handle, team),
    assignee: member
      ? {
          memberId: member.id,
          email: member.email,
          firstName: member.firstName,
          lastName: member.lastName,
          waiting: member.status === 'invited',
        }
      : null,
  }));
}

/**
 * GET /api/teams/{id}/cards: the team's cards, or one department's (`departmentId`); a
 * department admin gets the pool they hand out from and their department's, asked or not.
 */
export async function listCardsInScope(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, departmentId }: { access: TeamAccess; departmentId?: string },
): Promise<TeamCard[]> {
  const department = await departmentInScope(deps.database.db, access, departmentId);
  return listTeamCards(deps, {
    teamId: access.team.id,
    department: department && { id: department.id, andPool: access.department !== null },
  });
}
