import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { teams } from './teams';

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
