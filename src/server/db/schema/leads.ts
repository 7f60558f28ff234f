import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#shared/i18n/languages';
import { searchFoldingPairs } from '#shared/leads/search-text';
import { LEAD_STATUSES } from '#shared/schemas/leads';
import { users } from './accounts';
import { cards } from './cards';
import { createdAt, oneOf } from './columns';
import { events } from './events';
import { teams } from './teams';

/** Messages visitors send through a public profile; stored before the owner is mailed. */
/** The SQL of messages.search_text: lower(translate(...)) over name, e-mail and company. */
function searchTextSql(): string {
  const { from, to } = searchFoldingPairs();
  return `lower(translate("name" || E'\\n' || "email" || E'\\n' || coalesce("company", ''), '${from}', '${to}'))`;
}

export const leads = pgTable(
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
    /** The language the visitor's page was shown in, for what is mailed to them (a follow-up). */
    language: text('language', { enum: LANGUAGES }),
    /** How the visitor reached the page (its `?src=`: qr, nfc, link, ...). */
    source: text('source'),
    /**
     * What the lead lists search (docs/product.md#messages): name, e-mail and company, lower case,
     * accents removed (foldForSearch's SQL twin), kept by the database on every write.
     */
    /** The event it was captured at (docs/product.md#events); kept null when the event goes. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /**
     * The id the capture screen made on the phone for a lead captured in person: a second
     * upload of the same lead finds the first (POST /api/leads is idempotent per owner).
     */
    clientId: uuid('client_id'),
    /** When the owner captured it in person, which may be hours before it reached us. */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** The photo of the paper card it was scanned from (the `lead-photos` bucket, private). */
    photoKey: text('photo_key'),
    /** When the owner's follow-up e-mail was queued to this lead (docs/product.md#follow-up). */
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(searchTextSql())),
  },
  (table) => [
    oneOf('messages_status_check', table.status, LEAD_STATUSES),
    oneOf('messages_language_check', table.language, LANGUAGES),
    index('messages_card_created_idx').on(table.cardId, table.createdAt),
    index('messages_owner_created_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('messages_owner_client_idx')
      .on(table.ownerId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    index('messages_event_created_idx')
      .on(table.eventId, table.createdAt)
      .where(sql`${table.eventId} is not null`),
    index('messages_team_created_idx')
      .on(table.teamId, table.createdAt)
      .where(sql`${table.teamId} is not null`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/**
 * The owner's follow-up e-mail (docs/product.md#follow-up), once they edited it; without a row
 * the default text is used. `{firstName}`, `{event}` and `{ownerName}` are filled per lead.
 */
export const followUpTemplates = pgTable('follow_up_templates', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
