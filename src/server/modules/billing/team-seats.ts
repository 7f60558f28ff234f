import { and, eq, gt, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError, type SeatChange } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import { subscriptions, teamMembers, teams, users, type SubscriptionRow } from '#server/db/schema';
import {
  currentSubscription,
  isLive,
  LIVE_STATUSES,
  storeProviderRead,
  teamSubscriptions,
} from './sync-subscription';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Removed seats come off the subscription in the last day of its period (decision 042): before
 * the renewal bills them, and late enough that a seat removed and added back within the
 * period is never paid for twice.
 */
export const SEAT_REMOVAL_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * The seats a team is billed for, as SQL over its id: its active members (the owner included)
 * who do not pay for Connect themselves, at least one, as a subscription bills at least one
 * seat. A member the company's directory provisioned active holds a seat before their first
 * sign-in brings an account (decision 066). A member whose own subscription is active is not billed (decision 042: never charged
 * twice), by the same rule that gives them Connect as 'own' (connect-access.ts); when it ends
 * or stops being paid, the next recount bills their seat from then on.
 */
function billableSeatsSql(teamId: AnyPgColumn) {
  const q = qualified;
  return sql<number>`greatest(1, (
    select count(*) from ${teamMembers}
    left join ${users} on ${q(users.id)} = ${q(teamMembers.userId)}
    where ${q(teamMembers.teamId)} = ${q(teamId)} and ${q(teamMembers.status)} = 'active'
      and ${q(users.stripeSubscriptionStatus)} is distinct from 'active'
  ))`.mapWith(Number);
}

/** The seats the team is billed for now (billableSeatsSql). */
export async function billableSeats(db: DbOrTx, teamId: string): Promise<number> {
  const [row] = await db
    .select({ seats: billableSeatsSql(teams.id) })
    .from(teams)
    .where(eq(teams.id, teamId));
  return row?.seats ?? 1;
}

/** The subscription that decides the team's seat status, live or not, if it ever had one. */
export async function currentTeamSubscription(
  db: DbOrTx,
  teamId: string,
): Promise<SubscriptionRow | undefined> {
  return currentSubscription(await teamSubscriptions(db, teamId));
}

/** The team's running seat subscription (paid, or retrying a payment), if any. */
export async function liveTeamSubscription(
  db: DbOrTx,
  teamId: string,
): Promise<SubscriptionRow | undefined> {
  const current = await currentTeamSubscription(db, teamId);
  return current && isLive(current.status) ? current : undefined;
}

/** What the provider must do for the team now: nothing, raise or lower seats, or cancel. */
function seatAction(
  live: SubscriptionRow,
  { seats, deleted, now }: { seats: number; deleted: boolean; now: Date },
): 'cancel' | SeatChange | null {
  if (deleted) return 'cancel';
  if (seats > live.quantity) return 'raise';
  const ending =
    live.currentPeriodEnd !== null &&
    live.currentPeriodEnd.getTime() - now.getTime() <= SEAT_REMOVAL_LEAD_MS;
  return seats < live.quantity && ending ? 'lower' : null;
}

/**
 * Brings the team's subscription to its billable seats: an added seat at once (prorated), a
 * removed one in the period's last day (SEAT_REMOVAL_LEAD_MS), and a deleted team's
 * subscription ended with what it owes invoiced. Called after every change of who is in the
 * team, and by the periodic reconciliation. Each provider change only moves one way, so two
 * recounts that cross leave the larger count, never a credit and a second charge. A provider
 * that cannot be reached leaves things as they are; the reconciliation tries again within
 * minutes.
 */
export async function syncTeamSeats(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  { teamId, log }: { teamId: string; log: Log },
): Promise<void> {
  const { db } = deps.database;
  const live = await liveTeamSubscription(db, teamId);
  if (!live) return;
  const [team] = await db
    .select({ deletedAt: teams.deletedAt })
    .from(teams)
    .where(eq(teams.id, teamId));
  const seats = await billableSeats(db, teamId);
  const action = seatAction(live, {
    seats,
    deleted: !team || team.deletedAt !== null,
    now: deps.clock.now(),
  });
  if (!action) return;
  try {
    await storeProviderRead(deps, () =>
      action === 'cancel'
        ? deps.payments.cancelNow(live.id, { invoicePending: true })
        : deps.payments.changeSeats({ subscriptionId: live.id, quantity: seats, change: action }),
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, teamId }, 'could not change the seats of a team subscription');
  }
}

/** A person's own subscription changed: their team's seat count may have, too. */
export async function syncSeatsOfMember(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  { userId, log }: { userId: string; log: Log },
): Promise<void> {
  const [membership] = await deps.database.db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  if (membership) await syncTeamSeats(deps, { teamId: membership.teamId, log });
}

/**
 * The teams whose live subscription bills fewer seats than they have, more in its last day, or
 * that were deleted, brought right (syncTeamSeats): the safety net for a change whose provider
 * call failed, and what takes removed seats off before the renewal.
 */
export async function reconcileTeamSeats(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock'>,
  { log, limit = 100 }: { log: Log; limit?: number },
): Promise<number> {
  const off = await deps.database.db
    .select({ teamId: subscriptions.teamId })
    .from(subscriptions)
    .innerJoin(teams, eq(teams.id, subscriptions.teamId))
    .where(
      and(
        isNotNull(subscriptions.teamId),
        inArray(subscriptions.status, LIVE_STATUSES),
        or(
          lt(subscriptions.quantity, billableSeatsSql(teams.id)),
          and(
            gt(subscriptions.quantity, billableSeatsSql(teams.id)),
            lte(
              subscriptions.currentPeriodEnd,
              new Date(deps.clock.now().getTime() + SEAT_REMOVAL_LEAD_MS),
            ),
          ),
          isNotNull(teams.deletedAt),
        ),
      ),
    )
    .limit(limit);
  for (const { teamId } of off) if (teamId) await syncTeamSeats(deps, { teamId, log });
  return off.length;
}
