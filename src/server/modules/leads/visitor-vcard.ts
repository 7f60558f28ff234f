import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, leads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/cards/card-name';
import { COPY } from '#shared/copy';
import { buildVisitorVCard } from '../vcard/public';
import { cardNameColumns, receivedBy } from './received-leads';

/** One of the owner's messages as a contact file of its visitor; another owner's is "not found". */
export async function visitorVCard(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const [row] = await deps.database.db
    .select({ message: leads, ...cardNameColumns })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.id, id), receivedBy(ownerId)));
  if (!row) throw new AppError('NOT_FOUND', COPY.messageNotFound);
  return buildVisitorVCard({
    name: row.message.name,
    email: row.message.email,
    phone: row.message.phone,
    message: row.message.message,
    company: row.message.company,
    title: row.message.title,
    receivedAt: row.message.createdAt,
    cardName: cardNameOf(row),
  });
}
