import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { cards, leads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { cardNameColumns, receivedBy } from './received-leads';

/** One of the owner's leads by id, locked for a change; another owner's is "not found". */
export async function lockOwnLead(tx: Tx, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await tx
    .select({ lead: leads, ...cardNameColumns })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.id, id), receivedBy(ownerId)))
    .for('update', { of: leads });
  if (!row) throw new AppError('NOT_FOUND', COPY.messageNotFound);
  return row;
}
