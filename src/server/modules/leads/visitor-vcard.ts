import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, leads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/cards/card-name';
import { COPY } from '#shared/copy';
import { buildVisitorVCard } from '../vcard/public';
import { cardNameColumns, receivedBy } from './received-leads';

/** One of the owner's leads as a contact file of its visitor; another owner's is "not found". */
export async function visitorVCard(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const [row] = await deps.database.db
    .select({ lead: leads, ...cardNameColumns })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.id, id), receivedBy(ownerId)));
  if (!row) throw new AppError('NOT_FOUND', COPY.messageNotFound);
  return buildVisitorVCard({
    name: row.lead.name,
    email: row.lead.email,
    phone: row.lead.phone,
    message: row.lead.message,
    company: row.lead.company,
    title: row.lead.title,
    receivedAt: row.lead.createdAt,
    cardName: cardNameOf(row),
  });
}
