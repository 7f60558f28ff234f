import { and, count, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { crmConnections, leadCrmSyncs, type CrmConnectionRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { crmFieldUnknownMessage, crmSentences } from '#shared/copy/crm';
import {
  CRM_LABELS,
  type CrmField,
  type CrmProvider,
  type Integration,
  type UpdateCrmBody,
} from '#shared/schemas/integrations';
import { recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { withCrmSession } from '../crm-delivery/public';
import { ownedBy, type EventScope } from '../webhook-delivery/public';
import { requireOfferedCrm } from './connect-crm';

function connectionOf(scope: EventScope, provider: CrmProvider) {
  return and(ownedBy(scope, crmConnections), eq(crmConnections.provider, provider));
}

async function toIntegration(db: DbOrTx, row: CrmConnectionRow): Promise<Integration> {
  const tallies = await db
    .select({ status: leadCrmSyncs.status, n: count() })
    .from(leadCrmSyncs)
    .where(eq(leadCrmSyncs.connectionId, row.id))
    .groupBy(leadCrmSyncs.status);
  const tally = (status: string) => tallies.find((entry) => entry.status === status)?.n ?? 0;
  return {
    provider: row.provider,
    status: row.status,
    accountId: row.accountId,
    apiBase: row.apiBase,
    fixedValues: row.fixedValues,
    fieldMap: row.fieldMap,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    waiting: tally('pending'),
    failed: tally('failed'),
  };
}

/** GET /api/integrations (and a team's): each CRM connection with its waiting and failed leads. */
export async function listIntegrations(
  deps: Pick<AppDeps, 'database'>,
  scope: EventScope,
): Promise<Integration[]> {
  const { db } = deps.database;
  const rows = await db
    .select()
    .from(crmConnections)
    .where(ownedBy(scope, crmConnections))
    .orderBy(crmConnections.createdAt);
  return Promise.all(rows.map((row) => toIntegration(db, row)));
}

async function requireConnection(
  deps: Pick<AppDeps, 'database'>,
  { scope, provider }: { scope: EventScope; provider: CrmProvider },
): Promise<CrmConnectionRow> {
  const [row] = await deps.database.db
    .select()
    .from(crmConnections)
    .where(connectionOf(scope, provider));
  if (!row) throw new AppError('NOT_FOUND', COPY.integrationNotFound);
  return row;
}

/**
 * GET /api/integrations/{crm}/fields: the fields of the record leads are written to, as the
 * CRM's own describe call lists them now. 409 when the CRM no longer accepts our tokens, 503
 * when it gives no answer.
 */
export async function listCrmFields(
  deps: Pick<AppDeps, 'database' | 'clock' | 'cipher' | 'config'>,
  { scope, provider }: { scope: EventScope; provider: CrmProvider },
): Promise<CrmField[]> {
  const crm = requireOfferedCrm(deps, provider);
  const connection = await requireConnection(deps, { scope, provider });
  const outcome = await withCrmSession(
    { db: deps.database.db, clock: deps.clock, cipher: deps.cipher },
    { crm, connection, call: (session) => crm.connector.listFields(crm.app, session) },
  );
  if ('reconnect' in outcome) {
    throw new AppError('CONFLICT', crmSentences(provider).reconnectNeeded);
  }
  const fields = 'answer' in outcome ? outcome.answer.body : null;
  if (!fields) throw new AppError('SERVICE_UNAVAILABLE', COPY.crmFieldsUnavailable);
  return [...fields].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * PUT /api/integrations/{crm}: the fixed values set on every record and the field map. Each
 * field named must be one the CRM lists now (400 naming the first that is not); nothing is
 * saved otherwise.
 */
export async function updateCrmSettings(
  deps: Pick<AppDeps, 'database' | 'clock' | 'cipher' | 'config'>,
  { scope, provider, body }: { scope: EventScope; provider: CrmProvider; body: UpdateCrmBody },
): Promise<Integration> {
  const named = [
    ...Object.values(body.fieldMap ?? {}).filter((field): field is string => Boolean(field)),
    ...Object.keys(body.fixedValues ?? {}),
  ];
  if (named.length > 0) {
    const listed = new Set(
      (await listCrmFields(deps, { scope, provider })).map((field) => field.name),
    );
    const unknown = named.find((field) => !listed.has(field));
    if (unknown) throw new AppError('BAD_REQUEST', crmFieldUnknownMessage(provider, unknown));
  }
  const { db } = deps.database;
  const [row] = await db
    .update(crmConnections)
    .set({
      ...(body.fixedValues ? { fixedValues: body.fixedValues } : {}),
      ...(body.fieldMap ? { fieldMap: body.fieldMap } : {}),
      updatedAt: deps.clock.now(),
    })
    .where(connectionOf(scope, provider))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', COPY.integrationNotFound);
  return toIntegration(db, row);
}

/** DELETE /api/integrations/{crm}: the tokens are deleted here; leads waiting for it are not sent. */
export async function disconnectCrm(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { scope, provider, actor }: { scope: EventScope; provider: CrmProvider; actor?: TeamAuditActor },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(crmConnections)
      .where(connectionOf(scope, provider))
      .returning({ id: crmConnections.id, accountId: crmConnections.accountId });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', COPY.integrationNotFound);
    if ('teamId' in scope && actor) {
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId: scope.teamId,
        actor,
        action: 'integration.disconnected',
        target: { kind: 'integration', id: provider, label: CRM_LABELS[provider] },
        details: { accountId: deleted[0]!.accountId },
      });
    }
  });
}
