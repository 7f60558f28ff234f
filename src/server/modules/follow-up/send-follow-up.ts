import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx, Tx } from '#server/db/client';
import { cards, events, leads, users, type CardRow, type LeadRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { copyIn } from '#server/lib/copy-in';
import { shareUrl } from '#shared/cards/share-url';
import { COPY } from '#shared/copy';
import { followUpDailyLimitMessage } from '#shared/copy/follow-up';
import { followUpValues } from '#shared/leads/follow-up-template';
import type { FollowUpResult } from '#shared/schemas/follow-up';
import { queueLeadsUpdated, receivedBy, toLead } from '../leads/public';
import { enqueueMails } from '../mail/public';
import { readCardVCard } from '../vcard/public';
import { accountMaxFor, followUpBudget, type Refusal } from './follow-up-budget';
import { followUpEmail } from './follow-up-email';
import { readFollowUpTemplate } from './follow-up-template';

/** First key of the per-owner advisory lock of a send (the second is the owner's hash). */
const FOLLOW_UP_LOCK = 7_150_072;

/** An address a mail can go to: a valid e-mail, on one line. */
const Mailable = z.email();

/** What the mail of the leads filed under one card says of the owner. */
interface Sender {
  ownerName: string;
  replyTo: string | null;
  vcard: { body: string; fileName: string } | null;
  cardUrl: string;
}

/** The selected leads of the owner, with their cards (`lock`: for the send's transaction). */
async function ownLeads(db: DbOrTx, ownerId: string, ids: string[], lock = false) {
  const query = db
    .select({ lead: leads, card: cards })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(inArray(leads.id, ids), receivedBy(ownerId)))
    .orderBy(asc(leads.id));
  const rows = lock ? await query.for('update', { of: leads }) : await query;
  // Every id must be one of the owner's: an id of another's is "not found", as for one lead.
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND', COPY.followUpLeadNotFound);
  return rows;
}

/** The addresses among `mailboxes` (lower case) the owner followed up already, on any lead. */
async function followedUpMailboxes(tx: Tx, ownerId: string, mailboxes: string[]) {
  if (mailboxes.length === 0) return new Set<string>();
  const rows = await tx
    .selectDistinct({ mailbox: sql<string>`lower(${leads.email})` })
    .from(leads)
    .where(
      and(
        eq(leads.ownerId, ownerId),
        isNotNull(leads.followedUpAt),
        inArray(sql`lower(${leads.email})`, mailboxes),
      ),
    );
  return new Set(rows.map((row) => row.mailbox));
}

/**
 * Who the mail of each card speaks for: the owner's name (the account's, else the card's), the
 * card's public address as Reply-To (else the account's), and the card's vCard. A personal
 * lead whose card has since gone to someone else speaks for the owner's first card instead.
 */
async function sendersByCard(
  deps: Pick<AppDeps, 'database' | 'storage' | 'config'>,
  input: { owner: { id: string; email: string; name: string }; cards: CardRow[] },
): Promise<Map<number, Sender>> {
  const { owner } = input;
  const [first] = await deps.database.db
    .select()
    .from(cards)
    .where(eq(cards.ownerId, owner.id))
    .orderBy(asc(cards.id))
    .limit(1);
  const senders = new Map<number, Sender>();
  for (const filed of input.cards) {
    const card = filed.ownerId === owner.id ? filed : first;
    const vcard = card ? await readCardVCard(deps, { uuid: card.uuid, asked: null }) : null;
    const cardName = [card?.firstName, card?.lastName].filter(Boolean).join(' ');
    const replyTo = [card?.email, card?.workEmail, owner.email].find(
      (address) => address && Mailable.safeParse(address).success,
    );
    senders.set(filed.id, {
      ownerName: owner.name || cardName || owner.email,
      replyTo: replyTo ?? null,
      vcard: vcard && {
        body: vcard.body.toString('utf8'),
        fileName: vcard.fileName ?? 'contact.vcf',
      },
      cardUrl: card
        ? shareUrl(deps.config.appUrl, { uuid: card.uuid, handle: null, active: false })
        : deps.config.appUrl,
    });
  }
  return senders;
}

async function eventNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Where a lead goes once followed up: contacted, unless the owner qualified it already. */
const AFTER_FOLLOW_UP = sql`case when ${leads.status} = 'qualified' then 'qualified' else 'contacted' end`;

/**
 * POST /api/messages/follow-up (docs/product.md#follow-up): one e-mail per selected lead, from
 * the owner's template, each counted once: no consent, no e-mail address, already followed up
 * (this lead or another of the owner's with the same address: a person is followed up once),
 * over the day's budget (`waiting`), or sent. Idempotent per lead: the send holds the owner's
 * lock and the leads' rows, queues each mail in the transaction that sets its lead's
 * `followed_up_at`, so a double click or two tabs mail a lead once. A lead mailed becomes
 * `contacted` (a qualified one stays so) with a `lead.updated` event. When the account's day
 * is spent before any mail, 429 and nothing changes.
 */
export async function sendFollowUp(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'jobs' | 'createLimiter' | 'storage'>,
  { ownerId, leadIds }: { ownerId: string; leadIds: string[] },
): Promise<FollowUpResult> {
  const ids = [...new Set(leadIds)];
  const { db } = deps.database;
  // Read before the transaction: the vCards are read through the public read path.
  const selected = await ownLeads(db, ownerId, ids);
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
  if (!owner) throw new AppError('UNAUTHORIZED', COPY.sessionExpired);
  const template = await readFollowUpTemplate(db, ownerId);
  const [senders, eventsById] = await Promise.all([
    sendersByCard(deps, {
      owner: {
        id: owner.id,
        email: owner.email,
        name: [owner.firstName, owner.lastName]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(' '),
      },
      cards: [...new Map(selected.map((row) => [row.card.id, row.card])).values()],
    }),
    eventNames(db, [...new Set(selected.flatMap((row) => row.lead.eventId ?? []))]),
  ]);
  const now = deps.clock.now();
  const budget = followUpBudget(deps, {
    ownerId,
    accountMax: accountMaxFor(owner.createdAt, now),
  });
  try {
    const { result, queued } = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FOLLOW_UP_LOCK}, hashtext(${ownerId}))`);
      const rows = await ownLeads(tx, ownerId, ids, true);
      return mailLeads(tx, {
        ordered: ids.map((id) => rows.find((row) => row.lead.id === id)!),
        budget,
        compose: (lead, card) => {
          const sender = senders.get(card.id)!;
          // The lead's language when their page was shown in one, else the owner's.
          const language = lead.language ?? owner.locale;
          const copy = copyIn(language ?? 'en');
          return followUpEmail({
            to: lead.email.trim(),
            // The owner's own words are never translated; the default is said in the language.
            template: template.isDefault
              ? { subject: copy.followUpDefaultSubject, body: copy.followUpDefaultBody }
              : template,
            values: followUpValues({
              leadName: lead.name,
              eventName: lead.eventId ? (eventsById.get(lead.eventId) ?? null) : null,
              ownerName: sender.ownerName,
            }),
            replyTo: sender.replyTo,
            vcard: sender.vcard,
            cardUrl: sender.cardUrl,
            appUrl: deps.config.appUrl,
            language,
          });
        },
        now,
        ownerId,
      });
    });
    if (result.sent > 0 || queued > 0) deps.jobs.kick();
    return result;
  } catch (error) {
    await budget.giveBackAll();
    throw error;
  }
}

/** The send itself, in its transaction: counts, queues the mails, marks the leads mailed. */
async function mailLeads(
  tx: Tx,
  input: {
    ordered: Array<{ lead: LeadRow; card: CardRow }>;
    budget: ReturnType<typeof followUpBudget>;
    compose: (lead: LeadRow, card: CardRow) => ReturnType<typeof followUpEmail>;
    now: Date;
    ownerId: string;
  },
): Promise<{ result: FollowUpResult; queued: number }> {
  const result: FollowUpResult = {
    sent: 0,
    skippedNoConsent: 0,
    skippedNoEmail: 0,
    skippedAlreadyFollowedUp: 0,
    waiting: 0,
  };
  const mailable = (email: string) => Mailable.safeParse(email.trim()).success;
  const mailed = await followedUpMailboxes(
    tx,
    input.ownerId,
    [...new Set(input.ordered.map(({ lead }) => lead.email.trim().toLowerCase()))].filter(mailable),
  );
  let spent: Extract<Refusal, { budget: 'account' }> | null = null;
  const sent: Array<{ lead: LeadRow; card: CardRow }> = [];
  for (const row of input.ordered) {
    const { lead } = row;
    const mailbox = lead.email.trim().toLowerCase();
    if (!lead.consentedAt) result.skippedNoConsent += 1;
    else if (!mailable(mailbox)) result.skippedNoEmail += 1;
    else if (lead.followedUpAt || mailed.has(mailbox)) result.skippedAlreadyFollowedUp += 1;
    else {
      const refused = await input.budget.take(mailbox);
      if (refused) {
        result.waiting += 1;
        if (refused.budget === 'account') spent = refused;
        continue;
      }
      mailed.add(mailbox);
      sent.push(row);
      result.sent += 1;
    }
  }
  if (result.sent === 0 && spent) {
    throw new AppError('TOO_MANY_REQUESTS', followUpDailyLimitMessage(spent.max), {
      retryAfterSeconds: spent.count.resetInSeconds,
    });
  }
  if (sent.length === 0) return { result, queued: 0 };
  // One insert for every mail: a send of 200 holds the owner's lock, and PGlite's only connection.
  await enqueueMails(
    tx,
    sent.map(({ lead, card }) => input.compose(lead, card)),
    input.now,
  );
  const updated = await tx
    .update(leads)
    .set({ followedUpAt: input.now, status: AFTER_FOLLOW_UP })
    .where(
      inArray(
        leads.id,
        sent.map(({ lead }) => lead.id),
      ),
    )
    .returning();
  const queued = await queueLeadsUpdated(tx, {
    items: updated.map((row) => {
      const { card } = sent.find(({ lead }) => lead.id === row.id)!;
      return { row, lead: toLead(row, { ...card, product: card.shopifyProductTitle }) };
    }),
    now: input.now,
  });
  return { result, queued };
}
