import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, messages } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/card-name';
import { MESSAGES } from '#shared/messages';
import type { VisitorMessage } from '#shared/schemas/messages';
import { buildVisitorVCard } from '../vcard/public';

const MAX_LISTED = 1000;

/** What names the card a message came through, read with it. */
export const cardNameColumns = {
  nickname: cards.nickname,
  firstName: cards.firstName,
  lastName: cards.lastName,
  product: cards.shopifyProductTitle,
};

/**
 * The messages an account sees (join `cards` on the message's card): those it received, a
 * personal one for good (also once its card went into a team's pool), a team card's one while
 * it still holds that card in that team (a member who leaves loses the team's leads).
 */
export function receivedBy(ownerId: string): SQL {
  return and(
    eq(messages.ownerId, ownerId),
    or(isNull(messages.teamId), and(eq(cards.ownerId, ownerId), eq(cards.teamId, messages.teamId))),
  )!;
}

/** The owner's received messages, newest first, optionally of one card. */
export async function listMessages(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, cardId }: { ownerId: string; cardId?: number | undefined },
): Promise<VisitorMessage[]> {
  const rows = await deps.database.db
    .select({ message: messages, ...cardNameColumns })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(cardId ? and(receivedBy(ownerId), eq(cards.id, cardId)) : receivedBy(ownerId))
    .orderBy(desc(messages.createdAt))
    .limit(MAX_LISTED);
  return rows.map(({ message, ...card }) => ({
    id: message.id,
    cardId: message.cardId,
    cardName: cardNameOf(card),
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
  }));
}

/** How many of the owner's messages are unread (the header's bell). */
export async function countUnread(
  deps: Pick<AppDeps, 'database'>,
  ownerId: string,
): Promise<number> {
  const [row] = await deps.database.db
    .select({ count: count() })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(and(receivedBy(ownerId), isNull(messages.readAt)));
  return row?.count ?? 0;
}

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
    receivedAt: row.message.createdAt,
    cardName: cardNameOf(row),
  });
}

/** Marks one of the owner's messages read; another owner's message is "not found". */
export async function markMessageRead(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { ownerId, id }: { ownerId: string; id: string },
) {
  const { db } = deps.database;
  const [owned] = await db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(and(eq(messages.id, id), receivedBy(ownerId)));
  if (!owned) throw new AppError('NOT_FOUND', MESSAGES.messageNotFound);
  await db
    .update(messages)
    .set({ readAt: deps.clock.now() })
    .where(and(eq(messages.id, id), isNull(messages.readAt)));
}

/**
 * A CSV cell: quoted, quotes doubled, and a cell a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR) prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function messagesToCsv(list: VisitorMessage[]): string {
  const header = ['Received', 'Card', 'Name', 'Email', 'Phone', 'Message', 'Read'];
  const lines = list.map((m) =>
    [m.createdAt, m.cardName, m.name, m.email, m.phone, m.message, m.readAt ? 'yes' : 'no']
      .map(csvCell)
      .join(','),
  );
  // A BOM so Excel reads the file as UTF-8.
  return `\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
