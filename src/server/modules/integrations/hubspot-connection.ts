import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import {
  crmConnections,
  leadCrmSyncs,
  oauthStates,
  users,
  type CrmConnectionRow,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import type { Integration, UpdateHubSpotBody } from '#shared/schemas/integrations';
import { recordTeamAudit, teamAuditActorOf, type TeamAuditActor } from '../audit/public';
import { requestTokens, type HubSpotSettings } from '../crm-delivery/public';
import { requireTeamRole } from '../teams/public';
import { ownedBy, type EventScope } from '../webhook-delivery/public';

/** How long a connect link's state is good for: the owner's round trip through HubSpot. */
const STATE_VALID_MS = 10 * 60_000;
/** What the connection may do in HubSpot: create and update contacts. */
const SCOPES = 'crm.objects.contacts.read crm.objects.contacts.write';

/** HubSpot's way back to us; the browser cookie is sent to this path only. */
export const HUBSPOT_CALLBACK_PATH = '/api/integrations/hubspot/callback';
/**
 * The cookie that binds a connect to the browser that started it: it holds the state, and the
 * callback is refused unless the browser HubSpot sends back carries the same one.
 */
export const HUBSPOT_BROWSER_COOKIE = 'cc_hubspot_state';

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

function settingsOf(deps: Pick<AppDeps, 'config'>): HubSpotSettings {
  if (!deps.config.hubspot) throw new AppError('SERVICE_UNAVAILABLE', COPY.hubspotNotConfigured);
  return deps.config.hubspot;
}

function redirectUri(deps: Pick<AppDeps, 'config'>): string {
  return `${deps.config.appUrl}${HUBSPOT_CALLBACK_PATH}`;
}

/**
 * The Set-Cookie value of the browser binding: HttpOnly, SameSite=Lax (sent on HubSpot's
 * top-level redirect back, not on cross-site subrequests), Secure in production, sent to the
 * callback only, and gone when the state expires. An empty value with Max-Age=0 clears it.
 */
export function hubspotBrowserCookie(deps: Pick<AppDeps, 'config'>, state: string): string {
  const maxAge = state ? STATE_VALID_MS / 1000 : 0;
  return [
    `${HUBSPOT_BROWSER_COOKIE}=${state}`,
    `Path=${HUBSPOT_CALLBACK_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(deps.config.isProduction ? ['Secure'] : []),
  ].join('; ');
}

/** The value of one cookie in a Cookie request header, if the browser sent it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether the browser's cookie holds this state (compared as hashes, in constant time). */
function sameBrowser(state: string, browserState: string | undefined): boolean {
  if (!browserState) return false;
  return timingSafeEqual(
    Buffer.from(hashState(state), 'hex'),
    Buffer.from(hashState(browserState), 'hex'),
  );
}

function hubspotOf(scope: EventScope) {
  return and(ownedBy(scope, crmConnections), eq(crmConnections.provider, 'hubspot'));
}

/**
 * POST .../integrations/hubspot/connect: HubSpot's consent page, with a single-use `state`
 * bound to the caller (and the team, for a team's connection), good for 10 minutes, and the
 * cookie that binds it to the caller's browser (`hubspotBrowserCookie`).
 */
export async function startHubSpotConnect(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'cipher' | 'jobs'>,
  { userId, teamId }: { userId: string; teamId?: string },
): Promise<{ url: string; cookie: string }> {
  const settings = settingsOf(deps);
  const state = deps.random.bytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.database.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await deps.database.db.insert(oauthStates).values({
    stateHash: hashState(state),
    userId,
    teamId: teamId ?? null,
    provider: 'hubspot',
    expiresAt: new Date(now.getTime() + STATE_VALID_MS),
  });
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri(deps),
    scope: SCOPES,
    state,
  }).toString();
  return { url: url.toString(), cookie: hubspotBrowserCookie(deps, state) };
}

/**
 * GET .../hubspot/callback: refused with 400 before HubSpot is asked anything when the browser
 * is not the one that started (its cookie does not hold the state: someone else's browser,
 * given the link), when the state is forged, expired or reused, or when the admin who started a
 * team's connection no longer manages that team. Otherwise the state is consumed, the code
 * exchanged for tokens, stored encrypted, and the connection's waiting leads sent. Answers
 * where the browser goes next.
 */
export async function finishHubSpotConnect(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'cipher' | 'jobs'>,
  {
    code,
    state,
    error,
    browserState,
  }: {
    code?: string | undefined;
    state?: string | undefined;
    error?: string | undefined;
    /** The state the connecting browser's cookie holds. */
    browserState: string | undefined;
  },
): Promise<string> {
  const settings = settingsOf(deps);
  const now = deps.clock.now();
  if (state && !sameBrowser(state, browserState)) {
    throw new AppError('BAD_REQUEST', COPY.hubspotOtherBrowser);
  }
  const [claimed] = state
    ? await deps.database.db
        .delete(oauthStates)
        .where(eq(oauthStates.stateHash, hashState(state)))
        .returning()
    : [];
  if (!claimed || claimed.expiresAt <= now) {
    throw new AppError('BAD_REQUEST', COPY.hubspotStateInvalid);
  }
  if (claimed.teamId) {
    // The admin may have been demoted or removed while they were at HubSpot.
    await requireTeamRole(
      deps.database.db,
      { teamId: claimed.teamId, userId: claimed.userId },
      'admin',
    ).catch(() => {
      throw new AppError('BAD_REQUEST', COPY.hubspotTeamAccessLost);
    });
  }
  const back = claimed.teamId ? ROUTES.teamIntegrations : ROUTES.integrations;
  if (error || !code) return `${back}?hubspot=cancelled`;
  const answer = await requestTokens(settings, { code, redirectUri: redirectUri(deps) }, now);
  if (!answer.body) return `${back}?hubspot=failed`;
  const tokens = answer.body;
  const scope: EventScope = claimed.teamId
    ? { teamId: claimed.teamId }
    : { ownerId: claimed.userId };
  await deps.database.db.transaction(async (tx) => {
    const values = {
      status: 'connected' as const,
      accessToken: deps.cipher.encrypt(tokens.accessToken),
      refreshToken: deps.cipher.encrypt(tokens.refreshToken),
      expiresAt: tokens.expiresAt,
      accountId: tokens.accountId,
      lastError: null,
      updatedAt: now,
    };
    const [existing] = await tx
      .select({ id: crmConnections.id })
      .from(crmConnections)
      .where(hubspotOf(scope))
      .for('update');
    if (existing) {
      await tx.update(crmConnections).set(values).where(eq(crmConnections.id, existing.id));
      // The backlog kept while it waited for reconnection goes now.
      await tx
        .update(leadCrmSyncs)
        .set({ nextAttemptAt: now, leasedUntil: null })
        .where(and(eq(leadCrmSyncs.connectionId, existing.id), eq(leadCrmSyncs.status, 'pending')));
    } else {
      await tx.insert(crmConnections).values({
        ...values,
        provider: 'hubspot',
        ...scope,
        createdAt: now,
      });
    }
    if ('teamId' in scope) {
      const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
      await recordTeamAudit(tx, now, {
        teamId: scope.teamId,
        actor: teamAuditActorOf({ user: user!, apiKeyId: null }),
        action: 'integration.connected',
        target: { kind: 'integration', id: 'hubspot', label: 'HubSpot' },
        details: { accountId: tokens.accountId },
      });
    }
  });
  deps.jobs.kick();
  return `${back}?hubspot=connected`;
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
    fixedValues: row.fixedValues,
    fieldMap: row.fieldMap,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    waiting: tally('pending'),
    failed: tally('failed'),
  };
}

export async function listIntegrations(
  deps: Pick<AppDeps, 'database'>,
  scope: EventScope,
): Promise<Integration[]> {
  const { db } = deps.database;
  const rows = await db.select().from(crmConnections).where(ownedBy(scope, crmConnections));
  return Promise.all(rows.map((row) => toIntegration(db, row)));
}

/** The fixed values set on every contact (a lead source, a campaign's name) and the mapping. */
export async function updateHubSpotSettings(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { scope, body }: { scope: EventScope; body: UpdateHubSpotBody },
): Promise<Integration> {
  const { db } = deps.database;
  const [row] = await db
    .update(crmConnections)
    .set({
      ...(body.fixedValues ? { fixedValues: body.fixedValues } : {}),
      ...(body.fieldMap ? { fieldMap: body.fieldMap } : {}),
      updatedAt: deps.clock.now(),
    })
    .where(hubspotOf(scope))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', COPY.integrationNotFound);
  return toIntegration(db, row);
}

/** Disconnects: the tokens are deleted here; leads still waiting for it are not sent. */
export async function disconnectHubSpot(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { scope, actor }: { scope: EventScope; actor?: TeamAuditActor },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(crmConnections)
      .where(hubspotOf(scope))
      .returning({ id: crmConnections.id, accountId: crmConnections.accountId });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', COPY.integrationNotFound);
    if ('teamId' in scope && actor) {
      await recordTeamAudit(tx, deps.clock.now(), {
        teamId: scope.teamId,
        actor,
        action: 'integration.disconnected',
        target: { kind: 'integration', id: 'hubspot', label: 'HubSpot' },
        details: { accountId: deleted[0]!.accountId },
      });
    }
  });
}
