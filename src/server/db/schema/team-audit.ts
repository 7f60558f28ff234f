import { index, jsonb, pgTable, text, timestamp, uuid, bigserial } from 'drizzle-orm/pg-core';
import {
  TEAM_AUDIT_ACTIONS,
  TEAM_AUDIT_ACTOR_KINDS,
  TEAM_AUDIT_TARGET_KINDS,
} from '#shared/schemas/team-audit';
import { oneOf } from './columns';

/**
 * What happened in a team, for its owner and admins (docs/product.md#team-audit-log), written in
 * the transaction of the change. Kept apart from the operator's audit_log. No one updates a row;
 * only the schema's owner deletes, and only rows older than a year (the retention job, through
 * prune_team_audit_log(); migration 0034). No foreign key: the rows outlive the team, its
 * members and what they name, so names are kept in the labels (decision 057).
 */
export const teamAuditLog = pgTable(
  'team_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: uuid('team_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: TEAM_AUDIT_ACTOR_KINDS }).notNull(),
    /** The account, API key or directory that acted; null for a job. */
    actorId: text('actor_id'),
    /** Who it was in words, kept after they are gone. */
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: TEAM_AUDIT_ACTIONS }).notNull(),
    targetKind: text('target_kind', { enum: TEAM_AUDIT_TARGET_KINDS }).notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    /** What changed (a role before and after, the seats, a webhook's URL); never a secret. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  // A team's pages are read newest first by id; each filter has its own index.
  (table) => [
    index('team_audit_log_team_idx').on(table.teamId, table.id),
    index('team_audit_log_action_idx').on(table.teamId, table.action, table.id),
    index('team_audit_log_actor_idx').on(table.teamId, table.actorId, table.id),
    // What the retention job looks for.
    index('team_audit_log_at_idx').on(table.at),
    oneOf('team_audit_log_actor_kind_check', table.actorKind, TEAM_AUDIT_ACTOR_KINDS),
    oneOf('team_audit_log_target_kind_check', table.targetKind, TEAM_AUDIT_TARGET_KINDS),
  ],
);

export type TeamAuditRow = typeof teamAuditLog.$inferSelect;
