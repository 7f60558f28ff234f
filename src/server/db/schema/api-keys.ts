import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

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
