import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  PaidInvoice,
  ProviderEvent,
  ProviderSubscription,
} from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import type { Tx } from '#server/db/client';
import { billingEvents, teamMembers, teams, users } from '#server/db/schema';
import { SUBSCRIPTION_PRICE_USD_PER_MONTH } from '#shared/constants';
import { enqueueMail, receiptEmail } from '../mail/public';
import { syncSubscription } from './sync-subscription';
import { syncSeatsOfMember } from './team-seats';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a provider event (a verified webhook, or the sandbox's own). The event only says
 * which subscription changed; its state is read from the provider now, so events that arrive
 * late, twice or out of order can never put an older state back. Recording the event id in
 * the same transaction makes a replay a no-op.
 */
export async function processBillingEvent(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config' | 'jobs'>,
  { event, log }: { event: ProviderEvent; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<EventOutcome> {
  const { db } = deps.database;
  const [seen] = await db
    .select({ id: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, event.id));
  if (seen) return 'duplicate';

  const syncedAt = deps.clock.now();
  const snapshot = event.subscriptionId
    ? await deps.payments.retrieveSubscription(event.subscriptionId)
    : null;
  let receipts = false;
  let personal: string | null = null;
  const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: syncedAt })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    if (!snapshot) return 'ignored';
    const synced = await syncSubscription(tx, snapshot, syncedAt);
    if (!synced) return 'ignored';
    personal = synced.userId;
    // A paid invoice of a running subscription: its receipt, in the same transaction, so a
    // replayed event (recorded above) never mails twice.
    if (event.type === 'invoice.paid' && snapshot.status === 'active' && synced.userId) {
      await queueReceipt(tx, deps, {
        userId: synced.userId,
        paidAt: syncedAt,
        paidUntil: snapshot.currentPeriodEnd,
      });
      receipts = true;
    }
    // A team's, the same receipt for its seats, to its billing e-mail (docs/product.md#teams).
    if (event.type === 'invoice.paid' && snapshot.status === 'active' && synced.teamId) {
      receipts = await queueTeamReceipt(tx, deps, {
        teamId: synced.teamId,
        snapshot,
        invoice: event.invoice,
        paidAt: syncedAt,
      });
    }
    return 'applied';
  });
  if (receipts) deps.jobs.kick();
  // A member's own subscription that starts or ends changes what their team is billed.
  if (personal) await syncSeatsOfMember(deps, { userId: personal, log });
  return outcome;
}

async function queueReceipt(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  { userId, paidAt, paidUntil }: { userId: string; paidAt: Date; paidUntil: Date | null },
) {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  await enqueueMail(
    tx,
    receiptEmail({
      to: user.email,
      firstName: user.firstName,
      amountUsd: SUBSCRIPTION_PRICE_USD_PER_MONTH,
      paidAt,
      paidUntil,
      appUrl: deps.config.appUrl,
      language: user.locale,
    }),
    paidAt,
  );
}

/** The team's receipt: what the invoice charged, to the e-mail it billed (else the owner). */
async function queueTeamReceipt(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  {
    teamId,
    snapshot,
    invoice,
    paidAt,
  }: { teamId: string; snapshot: ProviderSubscription; invoice?: PaidInvoice; paidAt: Date },
): Promise<boolean> {
  if (!invoice) return false;
  const [team] = await tx
    .select({ name: teams.name, ownerEmail: users.email, ownerLocale: users.locale })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.role, 'owner')))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teams.id, teamId));
  const to = invoice.customerEmail ?? team?.ownerEmail;
  if (!team || !to) return false;
  await enqueueMail(
    tx,
    receiptEmail({
      to,
      firstName: '',
      amountUsd: invoice.amountPaidCents / 100,
      paidAt,
      paidUntil: snapshot.currentPeriodEnd,
      appUrl: deps.config.appUrl,
      // The billing address is the team's: it reads the owner's language.
      language: team.ownerLocale,
      team: { name: team.name, seats: snapshot.quantity, invoiceNumber: invoice.number },
    }),
    paidAt,
  );
  return true;
}
