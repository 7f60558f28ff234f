import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#shared/i18n/languages';
import { DEFAULT_LEAD_FORM, type LeadFormSettings } from '#shared/schemas/lead-form';
import { DEFAULT_DESIGN, type StoredDesign } from '#shared/schemas/profile-design';
import type { QrStyle } from '#shared/schemas/qr-style';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { teamMembers, teams } from './teams';

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
    /**
     * The language the page is shown in when the visitor's own is not one the product speaks
     * (`pageLanguage`); null: English. `?lang=` and the visitor's Accept-Language come first.
     */
    pageLanguage: text('page_language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('card_profiles_alias_slug_idx').on(table.aliasSlug),
    oneOf('card_profiles_page_language_check', table.pageLanguage, LANGUAGES),
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
