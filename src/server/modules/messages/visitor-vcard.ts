import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, messages } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/card-name';
import { MESSAGES } from '#shared/messages';
import { buildVisitorVCard } from '../vcard/public';
import { cardNameColumns, receivedBy } from './received-messages';

/** One of the owner's messages as a contact file of its visitor; another owner's is "not found". */
export async function visitorVCard(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const [row] = await deps.database.db
    .select({ message: messages, ...cardNameColumns })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(and(eq(messages.id, id), receivedBy(ownerId)));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.messageNotFound);
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
