import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { cardProfiles, cards, teamMembers, teams, type CardRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';
import type { TeamCard } from '#shared/schemas/teams';
import { toCard } from '../cards/public';
import { releaseReplacedImages } from '../uploads/public';
import { returnCardsToPool } from './card-holder';
import type { TeamAccess } from './team-access';
import { applyTemplateToNewCards } from './team-template';

type PoolDeps = Pick<AppDeps, 'database' | 'clock'>;

/**
 * Every card of the team, pooled, held by a member or waiting for an invitation to be accepted,
 * oldest first, each with its holder (`waiting` for an invitation). A
 * card keeps its id, uuid and /c/{code} address through every move (decision 031).
 */
export async function listTeamCards(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  teamId: string,
  /** One card only. */
  cardId?: number,
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
    .where(and(eq(cards.teamId, teamId), cardId === undefined ? undefined : eq(cards.id, cardId)))
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
 * POST /api/teams/{id}/cards: the caller's own cards go into the team's pool (no one holds them
 * until assigned). All or none: a card that is not the caller's, or is a team's already, is
 * "not found" and nothing moves. The messages they received stay theirs (messages.owner_id).
 */
export async function addCardsToPool(
  deps: PoolDeps,
  { access, cardIds }: { access: TeamAccess; cardIds: number[] },
): Promise<TeamCard[]> {
  const ids = [...new Set(cardIds)];
  await deps.database.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(
        and(inArray(cards.id, ids), eq(cards.ownerId, access.member.userId!), isNull(cards.teamId)),
      )
      .for('update');
    if (own.length !== ids.length) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
    await tx
      .update(cards)
      .set({
        ownerId: null,
        teamId: access.team.id,
        teamContributorId: access.member.userId,
        updatedAt: deps.clock.now(),
      })
      .where(inArray(cards.id, ids));
    await applyTemplateToNewCards(tx, access.team.id, ids, deps.clock.now());
  });
  return listTeamCards(deps, access.team.id);
}

/** The team's card by id, locked; another team's or a personal card is "not found". */
export async function lockTeamCard(tx: Tx, teamId: string, cardId: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.teamId, teamId)))
    .for('update');
  if (!card) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
  return card;
}

/**
 * POST /api/teams/{id}/cards/{cardId}/unassign: takes a team card back into the pool, emptied of
 * whoever held or waited for it (`returnCardsToPool`); the images it no longer shows are freed
 * after the commit.
 */
export async function unassignCard(
  deps: PoolDeps & Pick<AppDeps, 'storage'>,
  { access, cardId }: { access: TeamAccess; cardId: number },
): Promise<TeamCard> {
  const replaced = await deps.database.db.transaction(async (tx) => {
    const card = await lockTeamCard(tx, access.team.id, cardId);
    return returnCardsToPool(tx, {
      teamId: access.team.id,
      which: eq(cards.id, card.id),
      now: deps.clock.now(),
    });
  });
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return teamCard(deps, access.team.id, cardId);
}

export async function teamCard(deps: PoolDeps, teamId: string, cardId: number): Promise<TeamCard> {
  const [card] = await listTeamCards(deps, teamId, cardId);
  if (!card) throw new AppError('NOT_FOUND', MESSAGES.cardNotFound);
  return card;
}
