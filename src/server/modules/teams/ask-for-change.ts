import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, changeRequests } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { AskForChangeBody, ChangeRequestState } from '#shared/schemas/change-requests';
import { teamLocksOf } from '../cards/public';
import { checkedValue } from './change-request-fields';
import type { TeamAccess } from './team-access';

/** How many changes one account may ask for in an hour: a member asks for a few, a script many. */
export const CHANGE_REQUESTS_PER_HOUR = 20;

const askLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('change-requests', 3600),
);

/**
 * POST /api/teams/{id}/change-requests {cardId, field, value, note}: a member asks to change a
 * field the template locks on a team card they hold (docs/product.md#change-requests). Another's
 * card is 404; a field the template leaves open is 400 (the editor changes it); one pending
 * request per card and field (409, the partial unique index deciding a race).
 */
export async function askForChange(
  deps: Pick<AppDeps, 'database' | 'clock' | 'createLimiter'>,
  { access, body }: { access: TeamAccess; body: AskForChangeBody },
): Promise<ChangeRequestState> {
  const { db } = deps.database;
  const taken = await askLimiter(deps).take(access.member.userId ?? access.member.id);
  assertWithin(taken, CHANGE_REQUESTS_PER_HOUR, COPY.changeRequestTooMany);
  const [card] = await db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.id, body.cardId),
        eq(cards.teamId, access.team.id),
        eq(cards.ownerId, access.member.userId ?? ''),
      ),
    );
  if (!card) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  const locks = await teamLocksOf(db, card);
  if (!locks?.locked.includes(body.field)) {
    throw new AppError('BAD_REQUEST', COPY.changeRequestFieldNotLocked);
  }
  const value = checkedValue(body.field, body.value);
  try {
    const [row] = await db
      .insert(changeRequests)
      .values({
        teamId: access.team.id,
        cardId: card.id,
        memberId: access.member.id,
        field: body.field,
        value,
        note: body.note ?? '',
        createdAt: deps.clock.now(),
      })
      .returning({ id: changeRequests.id, status: changeRequests.status });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'change_requests_pending_idx')) {
      throw new AppError('CONFLICT', COPY.changeRequestAlreadyPending);
    }
    throw error;
  }
}
