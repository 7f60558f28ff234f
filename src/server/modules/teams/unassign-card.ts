import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards } from '#server/db/schema';
import type { TeamCard } from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { releaseReplacedImages } from '../uploads/public';
import { cardTarget } from './audit-targets';
import { returnCardsToPool } from './card-holder';
import { lockTeamCard } from './lock-team-card';
import { readTeamCard } from './read-team-card';
import type { TeamAccess } from './team-access';

/**
 * POST /api/teams/{id}/cards/{cardId}/unassign: takes a team card back into the pool, emptied of
 * whoever held or waited for it (`returnCardsToPool`); the images it no longer shows are freed
 * after the commit.
 */
export async function unassignCard(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  { access, cardId }: { access: TeamAccess; cardId: number },
): Promise<TeamCard> {
  const replaced = await deps.database.db.transaction(async (tx) => {
    const card = await lockTeamCard(tx, access.team.id, cardId);
    await recordTeamAudit(tx, deps.clock.now(), {
      teamId: access.team.id,
      actor: access.actor,
      action: 'card.unassigned',
      target: cardTarget(card),
    });
    return returnCardsToPool(tx, {
      teamId: access.team.id,
      which: eq(cards.id, card.id),
      now: deps.clock.now(),
    });
  });
  await releaseReplacedImages(deps, { before: replaced, after: [] });
  return readTeamCard(deps, { teamId: access.team.id, cardId });
}
