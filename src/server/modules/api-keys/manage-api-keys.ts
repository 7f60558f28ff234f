import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { apiKeys, users, type ApiKeyRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import {
  API_KEY_SCOPES,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '#shared/schemas/api-keys';
import { activeTeamIdOf, recordTeamAudit, type TeamAuditActor } from '../audit/public';
import { API_KEY_PREFIX, hashApiKey } from './api-key-callers';

/** The characters of a key its list shows: the prefix and six more, to tell keys apart. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    keyPrefix: row.keyPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new key of 32 random bytes, answered once; only its hash is stored. */
export async function createApiKey(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  { userId, body, actor }: { userId: string; body: CreateApiKeyBody; actor?: TeamAuditActor },
): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${deps.random.bytes(32).toString('base64url')}`;
  return deps.database.db.transaction(async (tx) => {
    // The account's row is locked while its keys are counted: parallel creations cannot
    // pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const held = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId));
    if (held.length >= API_KEYS_MAX) throw new AppError('CONFLICT', COPY.tooManyApiKeys);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: body.name,
        scopes: body.scopes ?? [...API_KEY_SCOPES],
        keyHash: hashApiKey(key),
        keyPrefix: key.slice(0, SHOWN_LENGTH),
        createdAt: deps.clock.now(),
      })
      .returning();
    const teamId = await activeTeamIdOf(tx, userId);
    if (teamId && actor) {
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId,
        actor,
        action: 'api_key.created',
        target: { kind: 'api-key', id: row!.id, label: row!.name },
        details: { scopes: row!.scopes, keyPrefix: row!.keyPrefix },
      });
    }
    return { ...toApiKey(row!), key };
  });
}

export async function listApiKeys(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<ApiKey[]> {
  const rows = await deps.database.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(apiKeys.createdAt);
  return rows.map(toApiKey);
}

/** Revoked: the row is deleted, so the very next request with the key answers 401. */
export async function revokeApiKey(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { userId, id, actor }: { userId: string; id: string; actor?: TeamAuditActor },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning({ id: apiKeys.id, name: apiKeys.name, keyPrefix: apiKeys.keyPrefix });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', COPY.apiKeyNotFound);
    const teamId = await activeTeamIdOf(tx, userId);
    if (teamId && actor) {
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId,
        actor,
        action: 'api_key.revoked',
        target: { kind: 'api-key', id, label: deleted[0]!.name },
        details: { keyPrefix: deleted[0]!.keyPrefix },
      });
    }
  });
}
