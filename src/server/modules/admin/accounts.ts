import { and, asc, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import {
  cardProfiles,
  cards,
  mailQueue,
  shopifyOrders,
  subscriptions,
  users,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import {
  ADMIN_PAGE_SIZE,
  type AdminAccountDetail,
  type AdminAccountPage,
} from '#shared/schemas/admin';
import { accountTeams } from './account-teams';
import {
  iso,
  toAccountDetailAccount,
  toAccountSummary,
  toAdminCard,
  toAdminMail,
} from './account-views';
import { containsPattern, decodeCursor, pageOf } from './page-cursor';

const RECENT_MAILS = 20;

/**
 * How many cards an account holds, read beside each user row (cards_owner_idx). The outer id is
 * spelt out: drizzle leaves columns of a one-table select unqualified, and a bare "id" here
 * would be the card's.
 */
const cardCount =
  sql<number>`(select count(*) from ${cards} where ${cards.ownerId} = "users"."id")`.mapWith(
    Number,
  );

/**
 * Accounts A–Z by e-mail, those whose e-mail or name contains `q` (any case). Support searches
 * a few thousand rows by part of a name; a sequential scan of users answers that in
 * milliseconds, so no trigram index is kept for it.
 */
export async function listAccounts(
  deps: Pick<AppDeps, 'database'>,
  query: { q?: string | undefined; cursor?: string | undefined },
): Promise<AdminAccountPage> {
  const conditions = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const exact = query.q.toLowerCase();
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        // An abuse report names a profile, not a person: /u/{handle} or the card's uuid.
        sql`exists (select 1 from ${cards} left join ${cardProfiles} on ${cardProfiles.cardId} = ${cards.id}
          where ${cards.ownerId} = "users"."id"
          and (${cards.uuid}::text = ${exact} or ${cardProfiles.aliasSlug} = ${exact}))`,
      ),
    );
  }
  if (query.cursor) conditions.push(gt(users.email, decodeCursor(query.cursor, 1)[0]!));
  const rows = await deps.database.db
    .select({ user: users, cardCount })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.email))
    .limit(ADMIN_PAGE_SIZE + 1);
  const page = pageOf(rows, ADMIN_PAGE_SIZE, (row) => [row.user.email]);
  return {
    items: page.items.map((row) => toAccountSummary(row.user, row.cardCount)),
    nextCursor: page.nextCursor,
  };
}

/** Everything support needs about one account on one screen; 404 for an unknown id. */
export async function readAccount(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<AdminAccountDetail> {
  const { db } = deps.database;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', COPY.accountNotFound);
  const [cardRows, subscriptionRows, mailRows, teamRows] = await Promise.all([
    db
      .select({ card: cards, handle: cardProfiles.aliasSlug })
      .from(cards)
      .leftJoin(cardProfiles, eq(cardProfiles.cardId, cards.id))
      .where(eq(cards.ownerId, userId))
      .orderBy(asc(cards.id)),
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt)),
    db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, user.email))
      .orderBy(desc(mailQueue.createdAt))
      .limit(RECENT_MAILS),
    accountTeams(db, user),
  ]);
  const orderIds = [
    ...new Set(cardRows.flatMap(({ card }) => (card.shopifyOrderId ? [card.shopifyOrderId] : []))),
  ];
  const processed = orderIds.length
    ? await db.select().from(shopifyOrders).where(inArray(shopifyOrders.orderId, orderIds))
    : [];
  return {
    account: toAccountDetailAccount(user, cardRows.length),
    cards: cardRows.map(({ card, handle }) => toAdminCard(card, handle)),
    subscriptions: subscriptionRows.map((row) => ({
      id: row.id,
      status: row.status,
      currentPeriodEnd: iso(row.currentPeriodEnd),
      cancelAt: iso(row.cancelAt),
      createdAt: iso(row.createdAt),
    })),
    mails: mailRows.map(toAdminMail),
    orders: orderIds.map((orderId) => ({
      orderId,
      processedAt: iso(processed.find((row) => row.orderId === orderId)?.processedAt ?? null),
      cardIds: cardRows
        .filter(({ card }) => card.shopifyOrderId === orderId)
        .map(({ card }) => card.id),
    })),
    teams: teamRows,
  };
}
