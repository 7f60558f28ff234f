import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TeamCard } from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { applyTemplateToNewCards } from './apply-template-to-new-cards';
import { cardTarget } from './audit-targets';
import { listTeamCards } from './list-team-cards';
import type { TeamAccess } from './team-access';

/**
 * POST /api/teams/{id}/cards: the caller's own cards go into the team's pool (no one holds them
 * until assigned). All or none: a card that is not the caller's, or is a team's already, is
 * "not found" and nothing moves. The messages they received stay theirs (messages.owner_id).
 */
export async function addCardsToPool(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, cardIds }: { access: TeamAccess; cardIds: number[] },
): Promise<TeamCard[]> {
  const ids = [...new Set(cardIds)];
  await deps.database.db.transaction(async (tx) => {
    const own = await tx
      .select({
        id: cards.id,
        nickname: cards.nickname,
        firstName: cards.firstName,
        lastName: cards.lastName,
        shopifyProductTitle: cards.shopifyProductTitle,
      })
      .from(cards)
      .where(
        and(inArray(cards.id, ids), eq(cards.ownerId, access.member.userId!), isNull(cards.teamId)),
      )
      .for('update');
    if (own.length !== ids.length) throw new AppError('NOT_FOUND', COPY.cardNotFound);
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
    for (const card of own) {
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId: access.team.id,
        actor: access.actor,
        action: 'card.pooled',
        target: cardTarget(card),
      });
    }
  });
  return listTeamCards(deps, { teamId: access.team.id });
}
