import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
