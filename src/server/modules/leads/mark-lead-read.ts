import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, leads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { receivedBy } from './received-leads';

/** Marks one of the owner's leads read; another owner's lead is "not found". */
export async function markLeadRead(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const { db } = deps.database;
  const [owned] = await db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.id, id), receivedBy(ownerId)));
  if (!owned) throw new AppError('NOT_FOUND', COPY.messageNotFound);
  await db
    .update(leads)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(leads.id, id), isNull(leads.readAt)));
}
