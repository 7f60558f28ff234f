import { z } from 'zod';
import { COPY, maxLengthMessage } from '../copy';
import { hasControlCharacters } from '../text';
import { EmailAddress, SubscriptionStatus, UserRole } from './auth';
import { TEAM_MEMBER_STATUSES, TEAM_ROLES } from './teams';

/** Every list of the operator console is read in pages of this many, newest (or A–Z) first. */
export const ADMIN_PAGE_SIZE = 50;

/** What the audit log records; `npm run admin` and owners deleting their account write some. */
export const AUDIT_ACTIONS = [
  'account.suspend',
  'account.unsuspend',
  'account.resend-invitation',
  'account.send-password-reset',
  'account.grant-admin',
  'account.revoke-admin',
  'account.delete',
  'card.move',
  'profile.takedown',
  'profile.restore',
  'mail.retry',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

const REASON_MAX = 500;

function reasonText() {
  return (
    z
      .string({ error: COPY.reasonRequired })
      .trim()
      .max(REASON_MAX, maxLengthMessage(REASON_MAX))
      // Line breaks are fine in a reason; other control characters are not.
      .refine((value) => !hasControlCharacters(value.replace(/\r?\n/g, ' ')), COPY.invalidValue)
  );
}

/** Why an admin suspends an account or takes a profile down: required, kept in the audit log. */
export const AdminReasonBody = z.object({
  reason: reasonText().pipe(z.string().min(1, COPY.reasonRequired)),
});
export type AdminReasonBody = z.infer<typeof AdminReasonBody>;

/** The other actions take a reason too, for the audit log, but may go without one. */
export const AdminOptionalReasonBody = z.object({ reason: reasonText().optional() });
export type AdminOptionalReasonBody = z.infer<typeof AdminOptionalReasonBody>;

/**
 * By default the card arrives empty: the previous owner's contact details, Connect profile,
 * visitor messages and Insights are wiped. `keepOwnerData: true` moves them with the card.
 */
export const MoveCardBody = z.object({
  email: EmailAddress,
  reason: reasonText().optional(),
  keepOwnerData: z.boolean().optional(),
});
export type MoveCardBody = z.infer<typeof MoveCardBody>;

/** An opaque position in a list: the `nextCursor` of the page before. */
const Cursor = z.string().trim().max(200).optional();

export const AdminAccountsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: Cursor,
});
export const AdminMailQuery = z.object({
  status: z.enum(['pending', 'failed']).optional(),
  cursor: Cursor,
});
export const AdminAuditQuery = z.object({
  /** The acting admin's e-mail (or id); 'command line' for `npm run admin`. */
  actor: z.string().trim().max(254).optional(),
  action: AuditAction.optional(),
  /** An account id, card id, profile uuid or mail id. */
  target: z.string().trim().max(200).optional(),
  cursor: Cursor,
});

export const AdminAccountIdParams = z.object({ id: z.uuid({ error: COPY.accountNotFound }) });
export const AdminProfileUuidParams = z.object({
  uuid: z.uuid({ error: COPY.profileNotFound }),
});
export const AdminMailIdParams = z.object({ id: z.uuid({ error: COPY.mailNotFound }) });

export const AdminOverview = z.object({
  accounts: z.object({ total: z.number(), verified: z.number(), suspended: z.number() }),
  cards: z.number(),
  /** Cards whose owner deleted their account, waiting for an admin to move them. */
  unassignedCards: z.number(),
  activeSubscriptions: z.number(),
  monthlyRecurringRevenueCents: z.number(),
  messagesLast7Days: z.number(),
  mailQueue: z.object({
    pending: z.number(),
    failed: z.number(),
    /** Seconds since the oldest pending mail was queued; null when none waits. */
    oldestPendingAgeSeconds: z.number().nullable(),
  }),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

export const AdminAccountSummary = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: UserRole,
  /** The owner has set a password (used the invitation). */
  verified: z.boolean(),
  suspendedAt: z.string().nullable(),
  subscriptionStatus: SubscriptionStatus.nullable(),
  cardCount: z.number(),
  createdAt: z.string(),
});
export type AdminAccountSummary = z.infer<typeof AdminAccountSummary>;

export const AdminAccountPage = z.object({
  items: z.array(AdminAccountSummary),
  nextCursor: z.string().nullable(),
});
export type AdminAccountPage = z.infer<typeof AdminAccountPage>;

export const AdminCard = z.object({
  id: z.number(),
  uuid: z.string(),
  /** The name on the card (its configuration), or '' when none is set yet. */
  name: z.string(),
  handle: z.string().nullable(),
  productTitle: z.string(),
  variantTitle: z.string().nullable(),
  shopifyOrderId: z.string().nullable(),
  takenDownAt: z.string().nullable(),
  takedownReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCard = z.infer<typeof AdminCard>;

export const AdminSubscription = z.object({
  id: z.string(),
  status: SubscriptionStatus,
  currentPeriodEnd: z.string().nullable(),
  cancelAt: z.string().nullable(),
  createdAt: z.string(),
});

export const AdminMail = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof AdminMail>;

export const AdminOrder = z.object({
  orderId: z.string(),
  processedAt: z.string().nullable(),
  cardIds: z.array(z.number()),
});

export const AdminTeamMembership = z.object({
  teamId: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** The team's active members and waiting invitations. */
  activeMembers: z.number(),
  invitations: z.number(),
  /** The team's cards, and those of them in its pool. */
  cards: z.number(),
  pooledCards: z.number(),
  /** Fields its template locks. */
  lockedFields: z.number(),
  /** When its owner deleted it (its leads are kept 30 days), or null. */
  deletedAt: z.string().nullable(),
});

/** GET /api/admin/teams/{id}: a team, its members, its cards and its seat subscription. */
export const AdminTeamIdParams = z.object({ id: z.uuid({ error: COPY.teamNotFound }) });
export const AdminTeamDetail = z.object({
  team: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    createdAt: z.string(),
    deletedAt: z.string().nullable(),
    stripeCustomerId: z.string().nullable(),
    lockedFields: z.array(z.string()),
  }),
  /** Its seat subscription as last read from the provider, or null when it never had one. */
  subscription: z
    .object({
      id: z.string(),
      status: SubscriptionStatus,
      seats: z.number(),
      currentPeriodEnd: z.string().nullable(),
      cancelAt: z.string().nullable(),
    })
    .nullable(),
  /** The seats it should be billed for now (the recount's figure). */
  billableSeats: z.number(),
  members: z.array(
    z.object({
      id: z.string(),
      userId: z.string().nullable(),
      name: z.string(),
      email: z.string(),
      role: z.enum(TEAM_ROLES),
      status: z.enum(TEAM_MEMBER_STATUSES),
    }),
  ),
  cards: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      /** The member holding it, or null in the pool. */
      holder: z.object({ userId: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type AdminTeamDetail = z.infer<typeof AdminTeamDetail>;

export const AdminAccountDetail = z.object({
  account: AdminAccountSummary.extend({
    suspendedReason: z.string().nullable(),
    stripeCustomerId: z.string().nullable(),
    updatedAt: z.string(),
  }),
  cards: z.array(AdminCard),
  subscriptions: z.array(AdminSubscription),
  /** The last 20 mails to the account's address. */
  mails: z.array(AdminMail),
  orders: z.array(AdminOrder),
  /**
   * The teams the account was invited to or is in (docs/product.md#teams), with each team's size.
   */
  teams: z.array(AdminTeamMembership),
});
export type AdminAccountDetail = z.infer<typeof AdminAccountDetail>;

export const AdminCardPage = z.object({
  items: z.array(AdminCard),
  nextCursor: z.string().nullable(),
});
export type AdminCardPage = z.infer<typeof AdminCardPage>;
export const AdminCursorQuery = z.object({ cursor: Cursor });

export const AdminMailPage = z.object({
  items: z.array(AdminMail),
  nextCursor: z.string().nullable(),
});
export type AdminMailPage = z.infer<typeof AdminMailPage>;

export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  // Any object: looseObject keeps every key. (z.record would pull code into the first load of
  // every screen, through the zod chunk they share.)
  before: z.looseObject({}).nullable(),
  after: z.looseObject({}).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  items: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** POST cards/{id}/move answers where the card went. */
export const MoveCardResult = z.object({
  cardId: z.number(),
  toAccountId: z.string(),
  /** The address had no account: one was created and an invitation queued. */
  invited: z.boolean(),
});
export type MoveCardResult = z.infer<typeof MoveCardResult>;
