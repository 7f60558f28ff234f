import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { teams } from './teams';

/**
 * A trade show or conference where leads are captured (docs/product.md#events): an owner's own,
 * or a team's (made by its admins, offered to every member). Deleting it keeps its leads.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner who made a personal event; null for a team's. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The event's first and last day, as the organiser prints them (no time zone). */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Who made it (a team admin for a team's event); kept when they leave. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('events_one_holder_check', sql`(${table.ownerId} is null) <> (${table.teamId} is null)`),
    check('events_days_check', sql`${table.endsOn} >= ${table.startsOn}`),
    index('events_owner_idx')
      .on(table.ownerId)
      .where(sql`${table.ownerId} is not null`),
    index('events_team_idx')
      .on(table.teamId)
      .where(sql`${table.teamId} is not null`),
  ],
);

export type EventRow = typeof events.$inferSelect;
