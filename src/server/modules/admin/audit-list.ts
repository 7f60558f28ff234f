import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { auditLog } from '#server/db/schema';
import { isUuid } from '#shared/cards/uuid';
import { ADMIN_PAGE_SIZE, type AuditAction, type AuditPage } from '#shared/schemas/admin';
import { iso } from './account-views';
import { decodeIdCursor, pageOf } from './page-cursor';

export interface AuditQuery {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  target?: string | undefined;
  cursor?: string | undefined;
}

/**
 * The audit log newest first, filtered by who (an admin's e-mail or id, 'command line',
 * 'owner'), what and on what. Read only: nothing in the API changes or deletes a row.
 */
export async function listAudit(
  deps: Pick<AppDeps, 'database'>,
  query: AuditQuery,
): Promise<AuditPage> {
  const conditions = [];
  if (query.actor) {
    const actor = query.actor.toLowerCase();
    conditions.push(
      isUuid(actor)
        ? or(eq(auditLog.actorId, actor), eq(sql`lower(${auditLog.actorLabel})`, actor))
        : eq(sql`lower(${auditLog.actorLabel})`, actor),
    );
  }
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.target) {
    // An account's history includes what was done to its cards (their rows name the owner).
    conditions.push(
      or(
        eq(auditLog.targetId, query.target),
        sql`${auditLog.before} ->> 'ownerId' = ${query.target}`,
        sql`${auditLog.after} ->> 'ownerId' = ${query.target}`,
      ),
    );
  }
  if (query.cursor) {
    conditions.push(lt(auditLog.id, decodeIdCursor(query.cursor)));
  }
  const rows = await deps.database.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE + 1);
  const page = pageOf(rows, ADMIN_PAGE_SIZE, (row) => [row.id]);
  return {
    items: page.items.map((row) => ({ ...row, at: iso(row.at) })),
    nextCursor: page.nextCursor,
  };
}
