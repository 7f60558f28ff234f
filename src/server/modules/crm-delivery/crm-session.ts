import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { crmConnections, type CrmConnectionRow } from '#server/db/schema';
import type { DataCipher } from '#server/lib/data-encryption';
import type { Clock } from '#server/lib/runtime';
import type { CrmSession } from './connector';
import type { OfferedCrm } from './connectors';
import type { CrmAnswer } from './crm-http';

/** A token within this of its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export interface SessionDeps {
  db: Db;
  clock: Clock;
  cipher: DataCipher;
}

/**
 * How a call with a connection's tokens went: the CRM's answer; or the CRM refused our tokens
 * (the connection is now 'reconnect_needed', its leads wait); or the refresh itself got no
 * answer or a 5xx (temporary).
 */
export type SessionOutcome<T> =
  { answer: CrmAnswer<T> } | { reconnect: string | null } | { temporary: string | null };

async function setConnection(
  deps: SessionDeps,
  { id, values }: { id: string; values: Partial<CrmConnectionRow> },
) {
  await deps.db
    .update(crmConnections)
    .set({ ...values, updatedAt: deps.clock.now() })
    .where(eq(crmConnections.id, id));
}

/**
 * Fresh tokens, stored encrypted. The CRM refusing the refresh token (4xx) marks the connection
 * 'reconnect_needed'; no answer or a 5xx is temporary.
 */
async function refreshed(
  deps: SessionDeps,
  { crm, connection }: { crm: OfferedCrm; connection: CrmConnectionRow },
): Promise<{ session: CrmSession } | { reconnect: string | null } | { temporary: string | null }> {
  const answer = await crm.connector.refresh(
    crm.app,
    { refreshToken: deps.cipher.decrypt(connection.refreshToken), apiBase: connection.apiBase },
    deps.clock.now(),
  );
  const tokens = answer.body;
  if (tokens) {
    const apiBase = tokens.apiBase ?? connection.apiBase;
    await setConnection(deps, {
      id: connection.id,
      values: {
        accessToken: deps.cipher.encrypt(tokens.accessToken),
        ...(tokens.refreshToken ? { refreshToken: deps.cipher.encrypt(tokens.refreshToken) } : {}),
        expiresAt: tokens.expiresAt,
        apiBase,
        lastError: null,
      },
    });
    return { session: { accessToken: tokens.accessToken, apiBase } };
  }
  // The CRM refusing the refresh token says reconnect; a 429 on the token endpoint does not.
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
    // Unless another process (or the field list) refreshed meanwhile and spent this refresh
    // token, or the CRM refused a second refresh at once: its new tokens are there to use.
    const [latest] = await deps.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.id, connection.id));
    if (latest?.status === 'connected' && latest.accessToken !== connection.accessToken) {
      return {
        session: { accessToken: deps.cipher.decrypt(latest.accessToken), apiBase: latest.apiBase },
      };
    }
    await setConnection(deps, {
      id: connection.id,
      values: { status: 'reconnect_needed', lastError: answer.error },
    });
    return { reconnect: answer.error };
  }
  return { temporary: answer.error };
}

/**
 * Calls the CRM with the connection's tokens: refreshed first when within a minute of their
 * end, and once more after a 401 (an expired session: Salesforce's INVALID_SESSION_ID); a
 * second 401 marks the connection 'reconnect_needed'.
 */
export async function withCrmSession<T>(
  deps: SessionDeps,
  {
    crm,
    connection,
    call,
  }: {
    crm: OfferedCrm;
    connection: CrmConnectionRow;
    call: (session: CrmSession) => Promise<CrmAnswer<T>>;
  },
): Promise<SessionOutcome<T>> {
  const fresh =
    connection.expiresAt.getTime() - deps.clock.now().getTime() > REFRESH_MARGIN_MS
      ? {
          session: {
            accessToken: deps.cipher.decrypt(connection.accessToken),
            apiBase: connection.apiBase,
          },
        }
      : await refreshed(deps, { crm, connection });
  if (!('session' in fresh)) return fresh;
  const answer = await call(fresh.session);
  if (answer.status !== 401) return { answer };
  // Read again: the first refresh may have stored a new refresh token (and spent the old one).
  const [current] = await deps.db
    .select()
    .from(crmConnections)
    .where(eq(crmConnections.id, connection.id));
  const again = await refreshed(deps, { crm, connection: current ?? connection });
  if (!('session' in again)) return again;
  const retried = await call(again.session);
  if (retried.status !== 401) return { answer: retried };
  await setConnection(deps, {
    id: connection.id,
    values: { status: 'reconnect_needed', lastError: retried.error },
  });
  return { reconnect: retried.error };
}
