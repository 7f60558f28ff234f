import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import { qualified } from '#server/db/qualified';
import { subscriptions, teamMembers, teams, users, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { ConnectAccess } from '#shared/schemas/auth';

/**
 * The one rule of who has Catalyst Connect (the paid profile and Insights), as SQL over a user's
 * id and own status, for every read that needs it (the profile's owner, the public page, the
 * vCard, the share address): their own subscription is active ('own'); else they are an active
 * member of a team, not deleted, whose seat subscription is active ('team'); else null. Only
 * 'active' unlocks, for a team as for a person: a failed renewal (past_due) locks both alike.
 * Answered through team_members_active_user_idx and subscriptions_team_idx.
 */
export function connectAccessSql(
  userId: AnyPgColumn,
  ownStatus: AnyPgColumn,
): SQL<ConnectAccess | null> {
  const q = qualified;
  return sql<ConnectAccess | null>`case
    when ${q(ownStatus)} = 'active' then 'own'
    when exists (
      select 1 from ${teamMembers}
      join ${teams} on ${q(teams.id)} = ${q(teamMembers.teamId)} and ${q(teams.deletedAt)} is null
      join ${subscriptions} on ${q(subscriptions.teamId)} = ${q(teams.id)}
        and ${q(subscriptions.status)} = 'active'
      where ${q(teamMembers.userId)} = ${q(userId)} and ${q(teamMembers.status)} = 'active'
    ) then 'team'
  end`;
}

/** Where the user's Connect access comes from now, by connectAccessSql. */
export async function connectAccessOf(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'stripeSubscriptionStatus'>,
): Promise<ConnectAccess | null> {
  if (user.stripeSubscriptionStatus === 'active') return 'own';
  const [row] = await db
    .select({ access: connectAccessSql(users.id, users.stripeSubscriptionStatus) })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.access ?? null;
}

/**
 * What Catalyst Connect unlocks (the profile editor, Insights) needs access, own or a team
 * seat: 402 otherwise (docs/product.md#the-connect-subscription).
 */
export async function assertConnectAccess(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'stripeSubscriptionStatus'>,
): Promise<void> {
  if ((await connectAccessOf(db, user)) === null) {
    throw new AppError('PAYMENT_REQUIRED', COPY.subscriptionRequired);
  }
}
