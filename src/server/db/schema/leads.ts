import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchFoldingPairs } from '#shared/leads/search-text';
import { LEAD_STATUSES } from '#shared/schemas/leads';
import { users } from './accounts';
import { cards } from './cards';
import { createdAt, oneOf } from './columns';
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

export type LeadRow = typeof leads.$inferSelect;
