import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { cards, leads, type CardRow, type LeadRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { CaptureLeadInput } from '#shared/schemas/capture';
import type { Lead } from '#shared/schemas/leads';
import { queueCrmSync } from '../crm-delivery/public';
import { eventForCapture } from '../events/public';
import { eventScope } from '../webhook-delivery/public';
import { queueLeadEvent } from './lead-events';
import { toLead } from './lead-views';

/** A phone's clock may run a little fast; a capture further ahead than this is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The card a lead is filed under: the one named (the owner's), else the owner's first. */
async function cardToFileUnder(tx: Tx, ownerId: string, cardId?: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.ownerId, ownerId), cardId ? eq(cards.id, cardId) : undefined))
    .orderBy(asc(cards.id))
    .limit(1);
  if (card) return card;
  throw new AppError('NOT_FOUND', cardId ? COPY.captureCardNotFound : COPY.noCardToFileLeadUnder);
}

function leadOf(row: LeadRow, card: CardRow): Lead {
  return toLead(row, { ...card, product: card.shopifyProductTitle });
}

/**
 * POST /api/leads (docs/product.md#capture): a person the owner met, typed in or scanned, stored
 * as a lead of today under one of their cards (a team card's is the team's), with its webhook
 * event and CRM pushes queued in the same transaction. `clientId` makes it idempotent: the same
 * id again (a retried upload from the phone, even two at once) answers the lead stored first,
 * with `created: false`. The owner is not mailed about a lead they entered themselves.
 */
export async function captureInPerson(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, body }: { ownerId: string; body: CaptureLeadInput },
): Promise<{ lead: Lead; created: boolean }> {
  const now = deps.clock.now();
  const capturedAt = body.capturedAt ? new Date(body.capturedAt) : now;
  if (capturedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new AppError('BAD_REQUEST', COPY.capturedInTheFuture);
  }
  const result = await deps.database.db.transaction(async (tx) => {
    const earlier = await sentBefore(tx, ownerId, body.clientId);
    if (earlier) return { ...earlier, created: false };
    const card = await cardToFileUnder(tx, ownerId, body.cardId);
    if (body.eventId) await eventForCapture(tx, { userId: ownerId, eventId: body.eventId });
    const [stored] = await tx
      .insert(leads)
      .values({
        cardId: card.id,
        ownerId,
        teamId: card.teamId,
        name: [body.firstName, body.lastName].filter(Boolean).join(' '),
        email: body.email,
        phone: body.phone,
        message: '',
        note: body.note || null,
        company: body.company || null,
        title: body.title || null,
        ...(body.consent
          ? { consentText: COPY.consentGivenInPerson, consentedAt: capturedAt }
          : {}),
        source: body.source,
        eventId: body.eventId ?? null,
        clientId: body.clientId,
        capturedAt,
        // Read already: the owner entered it themselves.
        readAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [leads.ownerId, leads.clientId],
        where: sql`${leads.clientId} is not null`,
      })
      .returning();
    if (!stored) {
      // The same upload at the same moment won the race: answer its lead.
      const winner = await sentBefore(tx, ownerId, body.clientId);
      if (!winner) throw new Error('a lead conflicting on its clientId is gone');
      return { ...winner, created: false };
    }
    const lead = leadOf(stored, card);
    await queueLeadEvent(tx, { type: 'lead.created', row: stored, lead, now });
    await queueCrmSync(tx, { leadId: stored.id, scope: eventScope(stored), now });
    return { lead, row: stored, created: true };
  });
  if (result.created) deps.jobs.kick();
  return { lead: result.lead, created: result.created };
}

/** The lead an earlier upload with this `clientId` stored, if any. */
async function sentBefore(
  tx: Tx,
  ownerId: string,
  clientId: string,
): Promise<{ lead: Lead; row: LeadRow } | undefined> {
  const [found] = await tx
    .select({ row: leads, card: cards })
    .from(leads)
    .innerJoin(cards, eq(cards.id, leads.cardId))
    .where(and(eq(leads.ownerId, ownerId), eq(leads.clientId, clientId)));
  return found && { lead: leadOf(found.row, found.card), row: found.row };
}
