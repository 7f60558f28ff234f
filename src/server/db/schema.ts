import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  date,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES, USER_ROLES } from '#shared/schemas/auth';
import {
  CRM_PROVIDERS,
  CRM_STATUSES,
  CRM_SYNC_STATUSES,
  DEFAULT_CRM_FIELD_MAP,
  type CrmFieldMap,
} from '#shared/schemas/integrations';
import { DEFAULT_LEAD_FORM, type LeadFormSettings } from '#shared/schemas/lead-form';
import { LEAD_STATUSES } from '#shared/schemas/messages';
import { DEFAULT_DESIGN, type StoredDesign } from '#shared/schemas/profile-design';
import type { QrStyle } from '#shared/schemas/qr-style';
import type { TemplateField, TemplateValues } from '#shared/schemas/team-template';
import { TEAM_MEMBER_STATUSES, TEAM_ROLES } from '#shared/schemas/teams';
import { DELIVERY_STATUSES } from '#shared/schemas/webhooks';
import { searchFoldingPairs } from '#shared/search-text';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A mail's state: waiting (or retrying), delivered, or refused for good by the mail server. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A CHECK that a status column holds one of its values (or null): the database refuses what the
 * column's TypeScript type refuses, whoever writes the row.
 */
function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lowercased; unique. */
    email: text('email').notNull().unique(),
    /** argon2id; null until the invited owner sets a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    imageUrl: text('image_url'),
    /**
     * The status every gate reads (profile editor, live-profile links, cancel box, handle URL):
     * the best status among the user's subscriptions, written with them in one transaction.
     */
    stripeSubscriptionStatus: text('stripe_subscription_status', { enum: SUBSCRIPTION_STATUSES }),
    /** The payment provider's customer for this user, created once and remembered. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** owner | admin. Set only by `npm run admin -- grant-admin/revoke-admin`, never by the API. */
    role: text('role', { enum: USER_ROLES }).notNull().default('owner'),
    /** Set by an admin: the owner cannot sign in and their public pages answer 404. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOf('users_subscription_status_check', table.stripeSubscriptionStatus, SUBSCRIPTION_STATUSES),
    oneOf('users_role_check', table.role, USER_ROLES),
    // The console's "suspended" count and the last-admin rule read these few rows.
    index('users_admins_idx')
      .on(table.id)
      .where(sql`${table.role} = 'admin'`),
  ],
);

/** One sign-in (a refresh-token family). Revoking it ends the access token at once too. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Last refresh; a session idle longer than the inactivity limit cannot refresh. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | password-change | token-reuse */
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('sessions_user_active_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    // The retention job deletes revoked sessions by age.
    index('sessions_revoked_idx')
      .on(table.revokedAt)
      .where(sql`${table.revokedAt} is not null`),
  ],
);

/** Opaque refresh tokens, stored only as SHA-256 hashes; each is usable once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new pair; a second use is a theft signal. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
    // The retention job deletes by age.
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * The website, the social links, a booking page, a WhatsApp number and three alternate URLs: on
 * the card and on its profile. A profile's null follows the card's (docs/product.md#links).
 */
function linkColumns() {
  return {
    websiteUrl: text('website_url'),
    linkedInUrl: text('linked_in_url'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    twitterUrl: text('twitter_url'),
    youtubeUrl: text('youtube_url'),
    tiktokUrl: text('tiktok_url'),
    githubUrl: text('github_url'),
    bookingUrl: text('booking_url'),
    whatsappPhone: text('whatsapp_phone'),
    alternateUrl1: text('alternate_url_1'),
    alternateUrl2: text('alternate_url_2'),
    alternateUrl3: text('alternate_url_3'),
  };
}

/**
 * The CardConfiguration fields (docs/product.md#what-the-api-exchanges) as columns; all optional
 * text.
 */
export const cardConfigurationColumns = {
  firstName: text('first_name'),
  lastName: text('last_name'),
  workOrganization: text('work_organization'),
  workTitle: text('work_title'),
  workRole: text('work_role'),
  workUrl: text('work_url'),
  email: text('email'),
  workEmail: text('work_email'),
  alternateEmail: text('alternate_email'),
  cellPhone: text('cell_phone'),
  workPhone: text('work_phone'),
  workFax: text('work_fax'),
  alternatePhone: text('alternate_phone'),
  workAddressStreet: text('work_address_street'),
  workAddressCity: text('work_address_city'),
  workAddressState: text('work_address_state'),
  workAddressPostalCode: text('work_address_postal_code'),
  ...linkColumns(),
  note: text('note'),
  companySlogan: text('company_slogan'),
  profileImageUrl: text('profile_image_url'),
  companyImageUrl: text('company_image_url'),
};

/** A physical card bought in the shop, with its contact configuration. */
export const cards = pgTable(
  'cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null while the card belongs to no one: its owner deleted their account, and the physical
     * card waits for an admin to move it to someone (its public addresses answer 404 meanwhile).
     */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    shopifyProductTitle: text('shopify_product_title').notNull(),
    shopifyVariantTitle: text('shopify_variant_title'),
    /** The owner's own name for the card ('Booth card'), so cards of one order differ. */
    nickname: text('nickname'),
    /** The shop order that created the card, if any. */
    shopifyOrderId: text('shopify_order_id'),
    /** The configuration's public id: vCard and public profile links use it. */
    uuid: uuid('uuid').notNull().defaultRandom(),
    /**
     * The card's short permanent address, /c/{code}, that printed things carry (QR code, NFC,
     * wallet pass, e-mail signature): 8 characters of a-z and 0-9, drawn by the database
     * function of migration 0014 (never one any card holds; cards are never deleted, so never
     * reused) and never changed (decision 031).
     */
    code: text('code')
      .notNull()
      .default(sql`new_card_code()`),
    ...cardConfigurationColumns,
    /** How the QR code is drawn; null until the owner styles it (then DEFAULT_QR_STYLE). */
    qrStyle: jsonb('qr_style').$type<QrStyle>(),
    /**
     * The team whose card this is (docs/product.md#teams): in its pool while `ownerId` is null,
     * else held by that member.
     */
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    /**
     * The invitation a pooled card waits for (docs/product.md#teams): the card becomes the
     * account's that accepts it, and is back in the pool when the invitation is cancelled (the
     * row goes) or expires (read as pooled, cleared when the invitation is resent or another
     * holder chosen).
     */
    invitedHolderId: uuid('invited_holder_id').references((): AnyPgColumn => teamMembers.id, {
      onDelete: 'set null',
    }),
    /** Who put the card in the team's pool: it goes back to them if the team is deleted. */
    teamContributorId: uuid('team_contributor_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Set by an admin (abuse): the card's public profile, page and vCard answer 404. */
    takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
    /** Why, shown to the owner in the profile editor. */
    takedownReason: text('takedown_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cards_owner_idx').on(table.ownerId, table.id),
    // The console lists the cards waiting for a new owner.
    index('cards_unassigned_idx')
      .on(table.id)
      .where(sql`${table.ownerId} is null`),
    uniqueIndex('cards_uuid_idx').on(table.uuid),
    uniqueIndex('cards_code_idx').on(table.code),
    // A team's cards, pooled and assigned.
    index('cards_team_idx')
      .on(table.teamId, table.id)
      .where(sql`${table.teamId} is not null`),
    // The cards an invitation's acceptance hands over.
    index('cards_invited_holder_idx')
      .on(table.invitedHolderId)
      .where(sql`${table.invitedHolderId} is not null`),
  ],
);

export type CardRow = typeof cards.$inferSelect;

/** Single-use e-mailed links: account verification (7 days) and password reset (1 hour). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify-account | password-reset | email-change */
    purpose: text('purpose').notNull(),
    /** email-change only: the address the owner asked to move to (confirmed by this link). */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_idx').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

/** A file sent with a mail (a card's vCard); text, as every file the product mails is. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail is written here in the transaction of the change that causes it; a worker
 * delivers it with retries, so a mail server outage delays mail and never loses it.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    /** Replies go here (a visitor's message); null for account mail. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** A file sent with the mail (a card's vCard for a visitor who asked for it). */
    attachment: jsonb('attachment').$type<MailAttachment>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_queue_created_idx').on(table.createdAt),
    // An account's recent mail in the operator console.
    index('mail_queue_to_idx').on(table.toAddress, table.createdAt),
    oneOf('mail_queue_status_check', table.status, MAIL_STATUSES),
  ],
);

export type MailRow = typeof mailQueue.$inferSelect;

/**
 * Shop orders already turned into cards, by order id: a replayed body under a new webhook id
 * creates nothing. Kept for good (one short row per order), unlike the webhook ids.
 */
export const shopifyOrders = pgTable('shopify_orders', {
  orderId: text('order_id').primaryKey(),
  webhookId: text('webhook_id').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every stored upload, so quotas count per owner and files nothing references can be swept.
 * `url` is what cards, profiles and users hold.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the owner deleted their account: the row stays until its file is gone from
     * storage, so a file that failed to delete is retried by the orphan sweep.
     */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    /**
     * A team's upload (its template's logo): it stays when the admin who uploaded it leaves or
     * deletes their account (owner_id is then null), and goes with the team.
     */
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_url_idx').on(table.url),
    index('uploads_team_idx')
      .on(table.teamId)
      .where(sql`${table.teamId} is not null`),
    index('uploads_owner_idx').on(table.ownerId),
    index('uploads_created_idx').on(table.createdAt),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;

/** Shop webhooks already handled, by X-Shopify-Webhook-Id: a replay changes nothing. */
export const shopifyWebhooks = pgTable('shopify_webhooks', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  shopDomain: text('shop_domain'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredButton {
  uuid: string;
  text: string;
  url: string;
}

/** A card's Connect profile (docs/product.md#connect-profile-editor); created on first read. */
export const cardProfiles = pgTable(
  'card_profiles',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    title: text('title').notNull().default(''),
    slogan: text('slogan').notNull(),
    imageUrl: text('image_url'),
    /** dark | light */
    theme: text('theme').notNull().default('dark'),
    /** The Connect handle: lowercase, unique across all profiles. */
    aliasSlug: text('alias_slug'),
    /**
     * When the handle was set: one live for a day is held for its account once replaced
     * (retired_handles); a younger one is simply released (a typo fixed at once).
     */
    handleSince: timestamp('handle_since', { withTimezone: true }),
    ...linkColumns(),
    buttons: jsonb('buttons').$type<StoredButton[]>().notNull().default([]),
    /** The lead-exchange form: which fields show, which are required, the consent sentence. */
    leadForm: jsonb('lead_form').$type<LeadFormSettings>().notNull().default(DEFAULT_LEAD_FORM),
    /**
     * The page's design (decision 045): a preset and the owner's accent, font, button style,
     * layout and cover in place of its own. `theme` follows the preset's base (dark or light).
     */
    design: jsonb('design').$type<StoredDesign>().notNull().default(DEFAULT_DESIGN),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('card_profiles_alias_slug_idx').on(table.aliasSlug),
    // Is this upload some profile's cover? (freeing a replaced image, the orphan sweep)
    index('card_profiles_cover_idx')
      .on(sql`(${table.design} ->> 'coverImageUrl')`)
      .where(sql`(${table.design} ->> 'coverImageUrl') is not null`),
  ],
);

export type CardProfileRow = typeof cardProfiles.$inferSelect;

/**
 * Handles an account gave up (renamed, cleared, or left behind by a card an admin moved): no
 * other account may take one while the account exists, nor for 180 days after it is deleted
 * (`heldUntil`, set by the deletion); at most 5 per account, the oldest released beyond that.
 * While `cardId` names a card of the account, the handle answers 308 to that card's current
 * address (decision 031).
 */
export const retiredHandles = pgTable(
  'retired_handles',
  {
    handle: text('handle').primaryKey(),
    /** Null once the account is deleted: then `heldUntil` says how long the hold lasts. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The card the handle last opened; null when it no longer leads anywhere (card moved). */
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (table) => [
    index('retired_handles_owner_idx').on(table.ownerId, table.retiredAt),
    index('retired_handles_card_idx').on(table.cardId),
  ],
);

export type RetiredHandleRow = typeof retiredHandles.$inferSelect;

/** Messages visitors send through a public profile; stored before the owner is mailed. */
/** The SQL of messages.search_text: lower(translate(...)) over name, e-mail and company. */
function searchTextSql(): string {
  const { from, to } = searchFoldingPairs();
  return `lower(translate("name" || E'\\n' || "email" || E'\\n' || coalesce("company", ''), '${from}', '${to}'))`;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /**
     * Who received it: the card's holder when it arrived. A personal message stays theirs when
     * the card moves into a team's pool; deleted with their account.
     */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A team card's message is a lead of the team. */
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Where the owner is with the lead (docs/product.md#messages): new, contacted, qualified or
     * archived.
     */
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The owner's own note on the lead. */
    note: text('note'),
    /** What the visitor gave beyond the form's four fields, when the form asks. */
    company: text('company'),
    title: text('title'),
    /** The consent sentence the visitor agreed to, as the page showed it, and when. */
    consentText: text('consent_text'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** How the visitor reached the page (its `?src=`: qr, nfc, link, ...). */
    source: text('source'),
    /**
     * What the lead lists search (docs/product.md#messages): name, e-mail and company, lower case,
     * accents removed (foldForSearch's SQL twin), kept by the database on every write.
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(searchTextSql())),
  },
  (table) => [
    oneOf('messages_status_check', table.status, LEAD_STATUSES),
    index('messages_card_created_idx').on(table.cardId, table.createdAt),
    index('messages_owner_created_idx').on(table.ownerId, table.createdAt),
    index('messages_team_created_idx')
      .on(table.teamId, table.createdAt)
      .where(sql`${table.teamId} is not null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * The user's subscriptions as last read from the payment provider. `syncedAt` is when that
 * read happened: an older read never overwrites a newer one, whatever order webhooks arrive in.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    /** The person's own Connect subscription; null for a team's seats (teamId). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A team's per-seat subscription (decision 042), paid by the team's own customer. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    priceId: text('price_id'),
    /** Seats billed (1 for a person's own). */
    quantity: integer('quantity').notNull().default(1),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Set when the subscription is scheduled to end (cancelled at the end of the period). */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_team_idx')
      .on(table.teamId, table.status)
      .where(sql`${table.teamId} is not null`),
    // Exactly one of a person and a team pays.
    check('subscriptions_payer_check', sql`(${table.userId} is null) <> (${table.teamId} is null)`),
    index('subscriptions_live_period_idx')
      .on(table.currentPeriodEnd)
      .where(sql`${table.status} in ('active', 'trialing', 'past_due')`),
    oneOf('subscriptions_status_check', table.status, SUBSCRIPTION_STATUSES),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Payment-provider webhook events already applied, by event id: a replay changes nothing. */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox payment provider's own records (the embedded default stands in for Stripe). */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  /** One customer per user, as Stripe's idempotent create gives; or one per team (decision 042). */
  userId: uuid('user_id').unique(),
  teamId: uuid('team_id').unique(),
  email: text('email').notNull(),
  /** The name invoices are addressed to (a team's name). */
  name: text('name'),
  /** A company's VAT number, as Stripe keeps a customer's tax id (an `eu_vat` or `gb_vat`). */
  vatId: text('vat_id'),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    /** Who pays in the browser (a team's owner for its seats). */
    userId: uuid('user_id').notNull(),
    /** A team's seats: the metadata Stripe would carry. */
    teamId: uuid('team_id'),
    priceId: text('price_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Prorated charges for seats added mid-period, billed with the next invoice. */
    pendingProrationCents: integer('pending_proration_cents').notNull().default(0),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    clientSecret: text('client_secret').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The card that paid, as its last four digits. */
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_subscriptions_customer_idx').on(table.customerId),
    uniqueIndex('sandbox_subscriptions_secret_idx').on(table.clientSecret),
    oneOf('sandbox_subscriptions_status_check', table.status, SUBSCRIPTION_STATUSES),
  ],
);

export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/**
 * The sandbox's invoices, one per payment (a first payment, each renewal), as Stripe issues
 * them: a number per customer, what was charged, and who was billed as it stood when issued.
 */
export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    /** 96 random bits: the printable page's address holds it, as Stripe's hosted page's does. */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    /** `{customer's prefix}-0001`, counting the customer's invoices. */
    number: text('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    quantity: integer('quantity').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email').notNull(),
    customerVatId: text('customer_vat_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sandbox_invoices_number_idx').on(table.customerId, table.number)],
);

export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;

/** What the public paths count for a card's Insights (decision 021). */
export const INSIGHT_KINDS = ['view', 'save', 'click', 'message'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** Bytes as a Buffer whichever driver read them (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Every counted event, as written by the recorder's batches, kept INSIGHTS_RETENTION_DAYS. No
 * visitor identity at all: unique visitors are counted once per day in insight_visitors.
 *
 * card_id has no foreign key, here and in insight_visitors: a key is checked row by row, and
 * these two tables take a row per event and per visitor (the check doubled the cost of a batch).
 * The batch writes only cards that exist; rows of a card deleted later are removed by the
 * retention job (prune-expired-rows.ts), not by a cascade.
 */
export const insightEvents = pgTable(
  'insight_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id').notNull(),
    kind: text('kind', { enum: INSIGHT_KINDS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Views: qr, nfc, wallet, email, link, other, or the referring site's domain. */
    source: text('source'),
    /** Clicks: the link followed, as the page showed it. */
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
  },
  (table) => [
    // Written ten thousand rows a second at peak and read only by the retention job (Insights
    // reads the totals): one small BRIN index (rows arrive in time order) instead of b-trees.
    index('insight_events_time_brin').using('brin', table.occurredAt),
    oneOf('insight_events_kind_check', table.kind, INSIGHT_KINDS),
  ],
);

/** The five running counts of an Insights total: the hours' and both rollups' columns. */
const insightCounters = () => ({
  views: integer('views').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  saves: integer('saves').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  messages: integer('messages').notNull().default(0),
});

/**
 * Running totals per card and UTC hour, added to by every batch: what Insights reads. Its key,
 * and the keys of the two tables below, carry the counters (INCLUDE, migration 0010, which
 * drizzle cannot declare), so a card's 90 days are an index-only scan.
 */
export const insightHours = pgTable(
  'insight_hours',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...insightCounters(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.hour] })],
);

/**
 * The hourly totals summed per card and UTC day (decision 043: a team's 90 days read 9 000 rows
 * instead of 216 000). Kept by triggers on insight_hours (migration 0022), never written here.
 */
export const insightDays = pgTable(
  'insight_days',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...insightCounters(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.day] })],
);

/**
 * The hourly totals of the cards a team holds now, summed per team and hour: the team's daily
 * series without reading each card's hours. Kept by triggers (migration 0022): an insight_hours
 * change adds to the team of its card, and a card entering or leaving a team takes its hours
 * along, so it always equals the sum over the team's current cards.
 */
export const teamInsightHours = pgTable(
  'team_insight_hours',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...insightCounters(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.hour] })],
);

/** Views per card, UTC hour and source. */
export const insightSources = pgTable(
  'insight_sources',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.hour, table.source] })],
);

/** Clicks per card, UTC hour and link (the label is the latest one shown). */
export const insightLinks = pgTable(
  'insight_links',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    url: text('url').notNull(),
    label: text('label').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.hour, table.url] })],
);

/**
 * The visitors of a card on one UTC day, each as a hash of that day's salt with what the
 * browser sent; deleted with the salt once the day is over, so no hash outlives its day.
 */
export const insightVisitors = pgTable(
  'insight_visitors',
  {
    cardId: integer('card_id').notNull(),
    day: date('day').notNull(),
    visitorHash: bytea('visitor_hash').notNull(),
    /** The UTC hour of the visitor's first view that day: the hour Insights counts them in. */
    firstHour: timestamp('first_hour', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.day, table.visitorHash] })],
);

/** One random salt per UTC day, shared by every process; yesterday's and older are deleted. */
export const insightSalts = pgTable('insight_salts', {
  day: date('day').primaryKey(),
  salt: bytea('salt').notNull(),
});

/** What an admin did, written in the transaction of the change; never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who acted; null for `npm run admin` and for an owner deleting their account. */
    actorId: uuid('actor_id'),
    /** Who it was in words, kept when the account is gone: an e-mail, 'command line', ... */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    /** account | card | profile | mail */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  // Pages are read newest first by id (the primary key); each filter has its own index.
  (table) => [
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_target_idx').on(table.targetId, table.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

/** A company that buys cards for its people and runs them from one place. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lowercase letters, digits and hyphens, from the name; unique. */
    slug: text('slug').notNull(),
    /**
     * The template: card and profile values the company sets on every team card, and those of
     * them members cannot change (docs/product.md#teams).
     */
    templateValues: jsonb('template_values').$type<TemplateValues>().notNull().default({}),
    templateLocked: jsonb('template_locked').$type<TemplateField[]>().notNull().default([]),
    templateUpdatedAt: timestamp('template_updated_at', { withTimezone: true }),
    /**
     * Set when its owner deleted the team: no one is in it any more and its cards went back to
     * whoever put them in; the row stays TEAM_LEADS_KEPT_DAYS with its leads (messages) for the
     * owner to export, then the retention job removes both.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The payment provider's customer that pays for the team's seats; set at the first checkout. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teams_slug_idx').on(table.slug),
    // What the retention job looks for.
    index('teams_deleted_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;

/**
 * Everyone a team invited: an invitation (status `invited`, `userId` null until accepted, the
 * mailed link's hash in `inviteTokenHash`) becomes the membership of the account that accepts
 * it. An account is active in at most one team; a deactivated member may join another.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, trimmed and lowercased; the account that joins must have it. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title').notNull().default(''),
    role: text('role', { enum: TEAM_ROLES }).notNull().default('member'),
    status: text('status', { enum: TEAM_MEMBER_STATUSES }).notNull().default('invited'),
    /** SHA-256 of the mailed /join-team/{token} link; null once accepted or cancelled. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_members_team_email_idx').on(table.teamId, table.email),
    index('team_members_team_idx').on(table.teamId, table.status),
    // An account's memberships (its deletion, the join checks).
    index('team_members_user_idx').on(table.userId),
    // At most one team an account is active in; what GET /api/teams/current reads.
    uniqueIndex('team_members_active_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('team_members_one_owner_idx')
      .on(table.teamId)
      .where(sql`${table.role} = 'owner'`),
    uniqueIndex('team_members_invite_idx').on(table.inviteTokenHash),
    oneOf('team_members_role_check', table.role, TEAM_ROLES),
    oneOf('team_members_status_check', table.status, TEAM_MEMBER_STATUSES),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/**
 * Where an owner's (or a team's) leads and card changes are sent, signed per Standard Webhooks
 * (docs/product.md#integrations). Exactly one of owner_id and team_id: a team card's events go to
 * its team's only.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /**
     * The `whsec_...` secret, encrypted (webhook-delivery/webhook-secrets): every delivery is
     * signed with it, so a hash cannot do, and a dump of the table alone cannot sign.
     */
    secret: text('secret').notNull(),
    /** The secret before the last rotation (encrypted), which also signs until previous_secret_until. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** Since when every attempt failed; cleared by a success. Five days of it disable it. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('webhooks_one_scope_check', sql`(${table.ownerId} is null) <> (${table.teamId} is null)`),
    index('webhooks_owner_idx')
      .on(table.ownerId)
      .where(sql`${table.ownerId} is not null`),
    index('webhooks_team_idx')
      .on(table.teamId)
      .where(sql`${table.teamId} is not null`),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;

/** One attempt at a delivery, as GET .../deliveries shows it. */
export interface DeliveryAttemptRecord {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  at: string;
}

/**
 * One event for one webhook: a durable job (decision 044), written in the transaction of the
 * change, and its log. The body is kept as sent, so every retry carries the same bytes and the
 * same webhook-id (the row's id).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /**
     * The lead a lead.created or lead.updated delivery carries: erasing the lead erases these
     * deliveries too (their bodies hold the person's details), so none is logged or replayed.
     */
    leadId: uuid('lead_id').references(() => messages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    /** Attempts since it was queued or replayed: where it is on the retry schedule. */
    attempts: integer('attempts').notNull().default(0),
    attemptLog: jsonb('attempt_log').$type<DeliveryAttemptRecord[]>().notNull().default([]),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a process sends it; a dead process's lease runs out and it is sent again. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_lead_idx')
      .on(table.leadId)
      .where(sql`${table.leadId} is not null`),
    // The deliveries in flight per webhook, which the claim counts (IN_FLIGHT_PER_WEBHOOK).
    index('webhook_deliveries_leased_idx')
      .on(table.webhookId)
      .where(sql`${table.leasedUntil} is not null`),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    oneOf('webhook_deliveries_status_check', table.status, DELIVERY_STATUSES),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Keys for Zapier, Make, n8n or a script (docs/product.md#integrations): `Authorization: Bearer
 * cc_key_...` on the owner's read routes of cards and leads and on the webhook routes. Only the
 * key's SHA-256 is kept (it is 32 random bytes, so a plain hash is enough); revoking deletes the
 * row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_hash_idx').on(table.keyHash),
    index('api_keys_user_idx').on(table.userId),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * A CRM an owner or a team connected (docs/product.md#integrations): HubSpot so far. Tokens are
 * encrypted.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: CRM_PROVIDERS }).notNull(),
    /** connected; reconnect_needed (refused tokens: leads wait); failed (refused otherwise). */
    status: text('status', { enum: CRM_STATUSES }).notNull(),
    /** AES-256-GCM (lib/data-encryption.ts). */
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The HubSpot account (portal) it is connected to. */
    accountId: text('account_id'),
    /** Properties set on every contact (lead source, a campaign's name). */
    fixedValues: jsonb('fixed_values').$type<Record<string, string>>().notNull().default({}),
    /** Which HubSpot property each lead field fills (the owner's mapping). */
    fieldMap: jsonb('field_map').$type<CrmFieldMap>().notNull().default(DEFAULT_CRM_FIELD_MAP),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'crm_connections_one_scope_check',
      sql`(${table.ownerId} is null) <> (${table.teamId} is null)`,
    ),
    uniqueIndex('crm_connections_owner_idx')
      .on(table.ownerId, table.provider)
      .where(sql`${table.ownerId} is not null`),
    uniqueIndex('crm_connections_team_idx')
      .on(table.teamId, table.provider)
      .where(sql`${table.teamId} is not null`),
    oneOf('crm_connections_status_check', table.status, CRM_STATUSES),
  ],
);

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

/** The single-use `state` of an OAuth round trip, bound to the account (and team) that began it. */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the state sent to the provider. */
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: CRM_PROVIDERS }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A lead on its way to a CRM: a durable job (decision 044) queued with the lead, and what the
 * lead list shows ('Sent to HubSpot', 'Waiting', 'Failed: reason').
 */
export const leadCrmSyncs = pgTable(
  'lead_crm_syncs',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => crmConnections.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CRM_SYNC_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.connectionId] }),
    index('lead_crm_syncs_due_idx')
      .on(table.connectionId, table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    oneOf('lead_crm_syncs_status_check', table.status, CRM_SYNC_STATUSES),
  ],
);

export type LeadCrmSyncRow = typeof leadCrmSyncs.$inferSelect;
