import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { preparedFor } from '#server/db/prepared';
import { apiKeys, users, type ApiKeyRow, type UserRow } from '#server/db/schema';

/** Every key starts so: a bearer token that does is read as a key, never as a session token. */
export const API_KEY_PREFIX = 'cc_key_';

/** How often a key's last use is written: once a minute at most, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** One prepared read per request with a key (api_keys_hash_idx, then users_pkey). */
const keyCallerStatement = preparedFor((db) =>
  db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('hash')), isNull(users.suspendedAt)))
    .limit(1)
    .prepare('api_key_caller'),
);

/**
 * The key's holder, when the key exists (a revoked key's row is gone: 401 at once) and its
 * account is not suspended; its last use is written at most once a minute.
 */
export async function findApiKeyCaller(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  key: string,
): Promise<{ key: ApiKeyRow; user: UserRow } | null> {
  const [found] = await keyCallerStatement(deps.database.db).execute({ hash: hashApiKey(key) });
  if (!found) return null;
  const now = deps.clock.now();
  const last = found.key.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - last >= TOUCH_INTERVAL_MS) {
    await deps.database.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, found.key.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, now)),
        ),
      );
  }
  return found;
}
