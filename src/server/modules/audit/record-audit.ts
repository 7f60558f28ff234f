import type { DbOrTx } from '#server/db/client';
import { auditLog } from '#server/db/schema';
import type { AuditAction } from '#shared/schemas/admin';

/** Who acted: an admin (by id, with their e-mail), or a tool without a signed-in user. */
export type AuditActor = { id: string; label: string } | { id: null; label: string };

/** `npm run admin` commands act as this. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, label: 'command line' };

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  targetType: 'account' | 'card' | 'profile' | 'mail';
  targetId: string | number;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Pass the transaction of the change itself, so the change and its record
 * commit together or not at all. Rows are append-only (a trigger refuses UPDATE and DELETE).
 */
export async function recordAudit(tx: DbOrTx, now: Date, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** An e-mail address anywhere in a text (a mail server's refusal quotes its recipient). */
const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/**
 * The text with every e-mail address replaced: audit rows name data subjects by account id only
 * (decision 033), and outlive the accounts. Migration 0013 did the same to older rows.
 */
export function withoutEmailAddresses(text: string | null): string | null {
  return text === null ? null : text.replace(EMAIL_ADDRESS, '[address]');
}
