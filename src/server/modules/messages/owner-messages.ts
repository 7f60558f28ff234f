import { and, count, desc, eq, isNull, like, ne, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { cards, leadCrmSyncs, messages, type MessageRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/card-name';
import { MESSAGES } from '#shared/messages';
import {
  LEAD_STATUS_LABELS,
  type LeadFields,
  type MessageListQuery,
  type UpdateLeadBody,
  type VisitorMessage,
} from '#shared/schemas/messages';
import { foldForSearch } from '#shared/search-text';
import { sourceLabel } from '#shared/source-labels';
import { retryLeadCrmSync } from '../crm-delivery/public';
import { buildVisitorVCard } from '../vcard/public';
import { queueLeadEvent } from './lead-events';

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

/** A stored message as the owner's API answers it, with the card it came through. */
export function toVisitorMessage(
  message: MessageRow,
  card: Parameters<typeof cardNameOf>[0],
  crm: VisitorMessage['crm'] = null,
): VisitorMessage {
  return {
    id: message.id,
    cardId: message.cardId,
    cardName: cardNameOf(card),
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    ...leadFieldsOf(message),
    crm,
  };
}

/** What a stored message carries as a lead, in the API's form. */
export function leadFieldsOf(message: MessageRow): LeadFields {
  return {
    status: message.status,
    note: message.note,
    company: message.company,
    title: message.title,
    consentText: message.consentText,
    consentedAt: message.consentedAt?.toISOString() ?? null,
    source: message.source,
  };
}

/** `q` as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The filters of a lead list: a search over name, e-mail and company that ignores case and
 * accents (the stored search_text, read within the owner's or team's rows), one status, one card.
 * Archived leads are listed only when asked for (archiving takes a lead out of the way); the
 * CSV has them all.
 */
export function leadFilters(query: MessageListQuery, { archived = false } = {}): SQL[] {
  const filters: SQL[] = [];
  if (query.cardId) filters.push(eq(messages.cardId, query.cardId));
  if (query.status) filters.push(eq(messages.status, query.status));
  else if (!archived) filters.push(ne(messages.status, 'archived'));
  if (query.q) filters.push(like(messages.searchText, containing(foldForSearch(query.q))));
  return filters;
}

/** The owner's received messages, newest first, filtered (leadFilters). */
export async function listMessages(
  deps: Pick<AppDeps, 'database'>,
  {
    ownerId,
    query = {},
    archived = false,
  }: { ownerId: string; query?: MessageListQuery; archived?: boolean },
): Promise<VisitorMessage[]> {
  const rows = await deps.database.db
    .select({
      message: messages,
      ...cardNameColumns,
      crmStatus: leadCrmSyncs.status,
      crmError: leadCrmSyncs.lastError,
    })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    // A lead goes to one CRM connection at most: its team's, or its owner's.
    .leftJoin(leadCrmSyncs, eq(leadCrmSyncs.messageId, messages.id))
    .where(and(receivedBy(ownerId), ...leadFilters(query, { archived })))
    .orderBy(desc(messages.createdAt))
    .limit(MAX_LISTED);
  return rows.map(({ message, crmStatus, crmError, ...card }) =>
    toVisitorMessage(message, card, crmStatus ? { status: crmStatus, error: crmError } : null),
  );
}

/** One of the owner's leads by id, locked for a change; another owner's is "not found". */
async function lockOwnLead(tx: Tx, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await tx
    .select({ message: messages, ...cardNameColumns })
    .from(messages)
    .innerJoin(cards, eq(cards.id, messages.cardId))
    .where(and(eq(messages.id, id), receivedBy(ownerId)))
    .for('update', { of: messages });
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.messageNotFound);
  return row;
}

/** PATCH /api/messages/{id}: the lead's status and note (an empty note clears it). */
export async function updateLead(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, id, body }: { ownerId: string; id: string; body: UpdateLeadBody },
): Promise<VisitorMessage> {
  const { lead, queued } = await deps.database.db.transaction(async (tx) => {
    const { message: _before, ...card } = await lockOwnLead(tx, { ownerId, id });
    const [updated] = await tx
      .update(messages)
      .set({
        ...(body.status ? { status: body.status } : {}),
        ...(body.note !== undefined ? { note: body.note || null } : {}),
      })
      .where(eq(messages.id, id))
      .returning();
    const lead = toVisitorMessage(updated!, card);
    const now = deps.clock.now();
    return {
      lead,
      queued: await queueLeadEvent(tx, { type: 'lead.updated', message: updated!, lead, now }),
    };
  });
  if (queued > 0) deps.jobs.kick();
  return lead;
}

/**
 * DELETE /api/messages/{id}: a visitor asked to be forgotten; the lead is erased here (what a
 * CRM or a webhook already received is theirs to delete, as the screen says).
 */
export async function deleteLead(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  const queued = await deps.database.db.transaction(async (tx) => {
    const { message } = await lockOwnLead(tx, { ownerId, id });
    await tx.delete(messages).where(eq(messages.id, id));
    return queueLeadEvent(tx, { type: 'lead.deleted', message, now: deps.clock.now() });
  });
  if (queued > 0) deps.jobs.kick();
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
    company: row.message.company,
    title: row.message.title,
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

/** A lead's own columns after its message, in both CSVs (the owner's and the team's). */
export const LEAD_DETAIL_COLUMNS = ['Status', 'Note', 'Consent', 'Consented at', 'Source'];

export function leadDetailCells(lead: LeadFields): string[] {
  return [
    LEAD_STATUS_LABELS[lead.status],
    lead.note ?? '',
    lead.consentText ?? '',
    lead.consentedAt ?? '',
    lead.source ? sourceLabel(lead.source) : '',
  ];
}

/** Rows as a spreadsheet opens them: UTF-8 with a byte-order mark, formulas kept as text. */
export function csvFile(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  // A BOM so Excel reads the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The owner's leads as CSV. */
export function messagesToCsv(list: VisitorMessage[]): string {
  return csvFile(
    [
      'Received',
      'Card',
      'Name',
      'Email',
      'Phone',
      'Company',
      'Title',
      'Message',
      ...LEAD_DETAIL_COLUMNS,
      'Read',
    ],
    list.map((m) => [
      m.createdAt,
      m.cardName,
      m.name,
      m.email,
      m.phone,
      m.company ?? '',
      m.title ?? '',
      m.message,
      ...leadDetailCells(m),
      m.readAt ? 'yes' : 'no',
    ]),
  );
}

/** POST /api/messages/{id}/crm-retry: the lead's push to the CRM, sent again now. */
export async function retryLeadCrm(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await deps.database.db.transaction((tx) => lockOwnLead(tx, { ownerId, id }));
  await retryLeadCrmSync(deps, id);
}
