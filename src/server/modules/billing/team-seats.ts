import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError } from '#server/adapters/payments/payment-provider';
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

type SeatDeps = Pick<AppDeps, 'database' | 'payments' | 'clock'>;
type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * The seats a team is billed for, as SQL over its id: its active members (the owner included)
 * who do not pay for Connect themselves, at least one, as a subscription bills at least one
 * seat. A member whose own subscription still runs is not billed (issue 31: never charged
 * twice); when it ends, the next recount bills their seat from then on.
 */
function billableSeatsSql(teamId: AnyPgColumn) {
  const q = qualified;
  return sql<number>`greatest(1, (
    select count(*) from ${teamMembers}
    join ${users} on ${q(users.id)} = ${q(teamMembers.userId)}
    where ${q(teamMembers.teamId)} = ${q(teamId)} and ${q(teamMembers.status)} = 'active'
      and (${q(users.stripeSubscriptionStatus)} is null
        or ${q(users.stripeSubscriptionStatus)} not in ${LIVE_STATUSES})
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

/**
 * Brings the team's subscription to its billable seats (or ends it, the team deleted): called
 * after every change of who is in the team, and by the periodic reconciliation. A provider that cannot be reached leaves
 * the old count; reconcileTeamSeats tries again within minutes.
 */
export async function syncTeamSeats(deps: SeatDeps, teamId: string, log: Log): Promise<void> {
  const { db } = deps.database;
  const live = await liveTeamSubscription(db, teamId);
  if (!live) return;
  const [team] = await db
    .select({ deletedAt: teams.deletedAt })
    .from(teams)
    .where(eq(teams.id, teamId));
  const seats = await billableSeats(db, teamId);
  if (team?.deletedAt == null && seats === live.quantity) return;
  try {
    await storeProviderRead(deps, () =>
      // A deleted team's subscription ends now: no further charge.
      team?.deletedAt != null
        ? deps.payments.cancelNow(live.id)
        : deps.payments.setSeatQuantity({ subscriptionId: live.id, quantity: seats }),
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, teamId }, 'could not change the seats of a team subscription');
  }
}

/** A person's own subscription changed: their team's seat count may have, too. */
export async function syncSeatsOfMember(deps: SeatDeps, userId: string, log: Log): Promise<void> {
  const [membership] = await deps.database.db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  if (membership) await syncTeamSeats(deps, membership.teamId, log);
}

/**
 * The teams whose live subscription bills a different number of seats than they have, or that
 * were deleted, brought right: the safety net for a change whose provider call failed or raced
 * another.
 */
export async function reconcileTeamSeats(deps: SeatDeps, log: Log, limit = 100): Promise<number> {
  const off = await deps.database.db
    .select({ teamId: subscriptions.teamId })
    .from(subscriptions)
    .innerJoin(teams, eq(teams.id, subscriptions.teamId))
    .where(
      and(
        isNotNull(subscriptions.teamId),
        inArray(subscriptions.status, LIVE_STATUSES),
        or(ne(subscriptions.quantity, billableSeatsSql(teams.id)), isNotNull(teams.deletedAt)),
      ),
    )
    .limit(limit);
  for (const { teamId } of off) if (teamId) await syncTeamSeats(deps, teamId, log);
  return off.length;
}
