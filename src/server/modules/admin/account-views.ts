import type { CardRow, MailRow, UserRow } from '#server/db/schema';
import type {
  AdminAccountDetail,
  AdminAccountSummary,
  AdminCard,
  AdminMail,
} from '#shared/schemas/admin';

/** The API shapes of the console: rows as a support person reads them, dates as ISO text. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function toAccountSummary(user: UserRow, cardCount: number): AdminAccountSummary {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    verified: user.passwordHash !== null,
    suspendedAt: iso(user.suspendedAt),
    subscriptionStatus: user.stripeSubscriptionStatus,
    cardCount,
    createdAt: iso(user.createdAt),
  };
}

export function toAccountDetailAccount(
  user: UserRow,
  cardCount: number,
): AdminAccountDetail['account'] {
  return {
    ...toAccountSummary(user, cardCount),
    suspendedReason: user.suspendedReason,
    stripeCustomerId: user.stripeCustomerId,
    updatedAt: iso(user.updatedAt),
  };
}

export function toAdminCard(card: CardRow, handle: string | null): AdminCard {
  return {
    id: card.id,
    uuid: card.uuid,
    name: [card.firstName, card.lastName].filter(Boolean).join(' '),
    handle,
    productTitle: card.shopifyProductTitle,
    variantTitle: card.shopifyVariantTitle,
    shopifyOrderId: card.shopifyOrderId,
    takenDownAt: iso(card.takenDownAt),
    takedownReason: card.takedownReason,
    createdAt: iso(card.createdAt),
  };
}

export function toAdminMail(mail: MailRow): AdminMail {
  return {
    id: mail.id,
    toAddress: mail.toAddress,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: iso(mail.createdAt),
    nextAttemptAt: iso(mail.nextAttemptAt),
    sentAt: iso(mail.sentAt),
  };
}
