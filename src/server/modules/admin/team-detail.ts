import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, teamMembers, teams, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { cardNameOf } from '#shared/cards/card-name';
import { nameOrEmail } from '#shared/cards/display-name';
import { COPY } from '#shared/copy';
import type { AdminTeamDetail } from '#shared/schemas/admin';
import { billableSeats, currentTeamSubscription } from '../billing/public';

const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;

/**
 * GET /api/admin/teams/{id}: what support needs about a team (docs/product.md#operator-console):
 * who is in it with which role, every team card with its holder, and its seat subscription beside
 * the seats it should be billed for. A deleted team is shown too (its leads are kept 30 days).
 */
export async function readTeam(
  deps: Pick<AppDeps, 'database'>,
  teamId: string,
): Promise<AdminTeamDetail> {
  const { db } = deps.database;
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw new AppError('NOT_FOUND', COPY.teamNotFound);
  const [memberRows, cardRows, subscription, seats] = await Promise.all([
    db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id)),
    db
      .select({
        card: cards,
        holder: {
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(cards)
      .leftJoin(users, eq(users.id, cards.ownerId))
      .where(eq(cards.teamId, team.id))
      .orderBy(asc(cards.id)),
    currentTeamSubscription(db, team.id),
    billableSeats(db, team.id),
  ]);
  return {
    team: {
      id: team.id,
      name: team.name,
      slug: team.slug,
      createdAt: team.createdAt.toISOString(),
      deletedAt: team.deletedAt?.toISOString() ?? null,
      stripeCustomerId: team.stripeCustomerId,
      lockedFields: team.templateLocked,
    },
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          seats: subscription.quantity,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAt: subscription.cancelAt?.toISOString() ?? null,
        }
      : null,
    billableSeats: seats,
    members: memberRows
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.email.localeCompare(b.email))
      .map((row) => ({
        id: row.id,
        userId: row.userId,
        name: nameOrEmail(row),
        email: row.email,
        role: row.role,
        status: row.status,
      })),
    cards: cardRows.map(({ card, holder }) => ({
      id: card.id,
      code: card.code,
      name: cardNameOf({ ...card, product: card.shopifyProductTitle }),
      holder: holder?.id ? { userId: holder.id, name: nameOrEmail(holder) } : null,
    })),
  };
}
