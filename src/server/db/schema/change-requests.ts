import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHANGE_REQUEST_STATUSES } from '#shared/schemas/departments';
import type { TemplateField } from '#shared/schemas/team-template';
import { users } from './accounts';
import { cards } from './cards';
import { createdAt, oneOf } from './columns';
import { teamMembers, teams } from './teams';

/**
 * A field of one team card that an approved change request set: the templates leave it alone
 * on that card until an admin clears the exception (docs/product.md#change-requests).
 */
export const cardTemplateExceptions = pgTable(
  'card_template_exceptions',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    field: text('field').$type<TemplateField>().notNull(),
    /** The request whose approval made it (kept when the request row goes). */
    changeRequestId: uuid('change_request_id').references(() => changeRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.field] })],
);

export type CardTemplateExceptionRow = typeof cardTemplateExceptions.$inferSelect;

/**
 * A member's request to change a field the template locks on a card they hold, decided by an
 * admin of the team or of the member's department (docs/product.md#change-requests).
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The membership that asked (its department is the one whose admins decide). */
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    field: text('field').$type<TemplateField>().notNull(),
    /** The value asked for, as the field's editor checked it; null clears the field. */
    value: text('value'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: CHANGE_REQUEST_STATUSES }).notNull().default('pending'),
    /** Why it was rejected (told to the member). */
    reason: text('reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the member saw the decision (the app's bell counts those not seen yet). */
    memberSeenAt: timestamp('member_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One pending request per card and field.
    uniqueIndex('change_requests_pending_idx')
      .on(table.cardId, table.field)
      .where(sql`${table.status} = 'pending'`),
    // The admins' list, newest first, by status.
    index('change_requests_team_idx').on(table.teamId, table.status, table.createdAt),
    index('change_requests_member_idx').on(table.memberId),
    oneOf('change_requests_status_check', table.status, CHANGE_REQUEST_STATUSES),
  ],
);

export type ChangeRequestRow = typeof changeRequests.$inferSelect;
