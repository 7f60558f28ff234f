import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import { teams, type SubscriptionRow, type TeamRow, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type {
  PaymentIntentResponse,
  SeatPreview,
  TeamSubscription,
  TeamSubscriptionBody,
} from '#shared/schemas/billing';
import { assertReturnUrlOnApp, remember, reusablePayment, STILL_BILLING } from './start-upgrade';
import {
  currentSubscription,
  isLive,
  refreshFromProvider,
  settlingRows,
  teamSubscriptions,
} from './sync-subscription';
import { billableSeats, liveTeamSubscription } from './team-seats';

// A team's per-seat subscription (decision 042): started by its owner exactly like the owner's own
// upgrade (the same payment form, left incomplete until the first invoice is paid), paid by a
// customer of the team's own so that it survives a change of owner.

type Log = Pick<FastifyBaseLogger, 'warn'>;

async function seatPrice(deps: Pick<AppDeps, 'payments'>): Promise<number> {
  const cents = await deps.payments.seatPriceCents();
  if (cents === null) throw new AppError('CONFLICT', COPY.teamSeatsNotOffered);
  return cents;
}

/** The team's customer at the provider, created at its first checkout and remembered. */
async function ensureTeamCustomer(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  { team, payer }: { team: TeamRow; payer: UserRow },
): Promise<string> {
  if (team.stripeCustomerId) return team.stripeCustomerId;
  const customerId = await deps.payments.createCustomer({
    teamId: team.id,
    email: payer.email,
    name: team.name,
    idempotencyKey: `team-customer:${team.id}`,
  });
  const { db } = deps.database;
  await db
    .update(teams)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(teams.id, team.id), isNull(teams.stripeCustomerId)));
  const [stored] = await db
    .select({ customerId: teams.stripeCustomerId })
    .from(teams)
    .where(eq(teams.id, team.id));
  return stored?.customerId ?? customerId;
}

/**
 * POST /api/teams/{id}/subscription: the seats of every active member who does not pay for
 * Connect themselves, left incomplete until paid; calling again reuses the open one.
 */
export async function startTeamSubscription(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  { team, payer, body }: { team: TeamRow; payer: UserRow; body: TeamSubscriptionBody },
): Promise<PaymentIntentResponse> {
  assertReturnUrlOnApp(deps.config.appUrl, body.returnUrl);
  await seatPrice(deps);
  const known = await teamSubscriptions(deps.database.db, team.id);
  if (known.some((row) => row.status === 'active' || row.status === 'trialing')) {
    throw new AppError('CONFLICT', COPY.teamAlreadySubscribed);
  }
  if (known.some((row) => STILL_BILLING.has(row.status))) {
    throw new AppError('CONFLICT', COPY.fixPaymentFirst);
  }
  const customerId = await ensureTeamCustomer(deps, { team, payer });
  const reused = await reusablePayment(deps, { known, customerId, plan: 'seats' });
  if (reused) return { clientSecret: reused };

  const quantity = await billableSeats(deps.database.db, team.id);
  const syncedAt = deps.clock.now();
  const created = await deps.payments.createIncompleteSubscription({
    customerId,
    userId: payer.id,
    // A retry of the same attempt for the same seats is the same subscription.
    idempotencyKey: `team-subscription:${team.id}:${known.length}:${quantity}`,
    seats: { teamId: team.id, quantity },
  });
  const secret = await remember(deps, { pending: created, syncedAt });
  if (!secret) {
    throw new PaymentProviderError(
      `Subscription ${created.subscription.id} has no payment to confirm`,
    );
  }
  return { clientSecret: secret };
}

/**
 * What the team's next invoice charges: the provider's preview with the seats billable now (a
 * seat added is prorated, one removed comes off before the renewal); the first payment of a
 * subscription waiting for it (its own seats); the first one a new subscription would ask.
 * A preview the provider cannot answer is estimated from the seats, not an error.
 */
async function nextInvoice(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  {
    current,
    seats,
    seatPriceCents,
    log,
  }: { current: SubscriptionRow | undefined; seats: number; seatPriceCents: number; log: Log },
): Promise<number> {
  if (current?.status === 'incomplete') return current.quantity * seatPriceCents;
  if (!current || !isLive(current.status)) return seats * seatPriceCents;
  try {
    return await deps.payments.previewNextInvoice({ subscriptionId: current.id, quantity: seats });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error }, 'could not preview the next invoice of a team subscription');
    return seats * seatPriceCents;
  }
}

/**
 * GET /api/teams/{id}/subscription. A first payment settling, or a period that has ended, is
 * read from the provider (as GET /api/stripe/subscribed does), so the Billing tab never waits on
 * a webhook.
 */
export async function readTeamSubscription(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  { team, log }: { team: TeamRow; log: Log },
): Promise<TeamSubscription> {
  const { db } = deps.database;
  const seatPriceCents = await seatPrice(deps);
  let rows = await teamSubscriptions(db, team.id);
  const now = deps.clock.now();
  const settling = settlingRows(rows, { now, firstPayments: true });
  if (settling.length > 0) {
    await refreshFromProvider(deps, { rows: settling, log });
    rows = await teamSubscriptions(db, team.id);
  }
  const current = currentSubscription(rows);
  const seats = await billableSeats(db, team.id);
  return {
    status: current?.status ?? null,
    seats,
    seatPriceCents,
    nextInvoiceCents: await nextInvoice(deps, { current, seats, seatPriceCents, log }),
    currentPeriodEnd: current?.currentPeriodEnd?.toISOString() ?? null,
    cancelAt: current?.cancelAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/teams/{id}/subscription/preview?seats=N: the next invoice if N seats were billed,
 * which the owner sees before inviting or reactivating people.
 */
export async function previewSeats(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  { team, seats }: { team: TeamRow; seats: number },
): Promise<SeatPreview> {
  const seatPriceCents = await seatPrice(deps);
  const live = await liveTeamSubscription(deps.database.db, team.id);
  return {
    seats,
    nextInvoiceCents: live
      ? await deps.payments.previewNextInvoice({ subscriptionId: live.id, quantity: seats })
      : seats * seatPriceCents,
  };
}
