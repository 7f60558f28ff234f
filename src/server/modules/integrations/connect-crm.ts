import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { crmConnections, leadCrmSyncs, oauthStates, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { crmSentences, dynamicsEnvironmentInvalidMessage } from '#shared/copy/crm';
import { ROUTES } from '#shared/routes';
import {
  CRM_DEFAULT_FIELD_MAPS,
  CRM_DEFAULT_FIXED_VALUES,
  CRM_LABELS,
  type ConnectCrmBody,
  type CrmArrival,
  type CrmProvider,
} from '#shared/schemas/integrations';
import { recordTeamAudit, teamAuditActorOf } from '../audit/public';
import { offeredCrm, type OfferedCrm } from '../crm-delivery/public';
import { requireTeamRole } from '../teams/public';
import { ownedBy, type EventScope } from '../webhook-delivery/public';
import {
  browserCookie,
  callbackPath,
  hashState,
  sameBrowser,
  STATE_VALID_MS,
} from './oauth-browser';

/** The CRM with this server's app for it; 503 when the server has no settings for it. */
export function requireOfferedCrm(
  deps: Pick<AppDeps, 'config'>,
  provider: CrmProvider,
): OfferedCrm {
  const crm = offeredCrm(deps.config.crms, provider);
  if (!crm) throw new AppError('SERVICE_UNAVAILABLE', crmSentences(provider).notConfigured);
  return crm;
}

function redirectUri(deps: Pick<AppDeps, 'config'>, provider: CrmProvider): string {
  return `${deps.config.appUrl}${callbackPath(provider)}`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Dynamics 365's Dataverse environment, as an origin: https on a host under
 * DYNAMICS_ENVIRONMENT_DOMAINS (a token is sent to it: no other host), or, outside production,
 * http on this machine (the tests' stand-in). 400 otherwise.
 */
function environmentUrlOf(
  deps: Pick<AppDeps, 'config'>,
  { provider, body }: { provider: CrmProvider; body: ConnectCrmBody },
): string | null {
  if (provider !== 'dynamics') return null;
  const domains = deps.config.crms.dynamics?.environmentDomains ?? [];
  const invalid = () => new AppError('BAD_REQUEST', dynamicsEnvironmentInvalidMessage(domains));
  let url: URL;
  try {
    url = new URL(body?.environmentUrl ?? '');
  } catch {
    throw invalid();
  }
  const host = url.hostname.toLowerCase();
  const secure =
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && !deps.config.isProduction && LOOPBACK.has(host));
  const listed = domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  if (!secure || !listed || url.username || url.password) throw invalid();
  return url.origin;
}

/**
 * POST .../integrations/{crm}/connect: the CRM's consent page, with a single-use `state` bound
 * to the caller (and the team, for a team's connection), good for 10 minutes, PKCE's verifier
 * kept encrypted beside it, and the cookie that binds it to the caller's browser.
 */
export async function startCrmConnect(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'cipher'>,
  {
    provider,
    userId,
    teamId,
    body,
  }: { provider: CrmProvider; userId: string; teamId?: string; body?: ConnectCrmBody },
): Promise<{ url: string; cookie: string }> {
  const crm = requireOfferedCrm(deps, provider);
  const environmentUrl = environmentUrlOf(deps, { provider, body });
  const state = deps.random.bytes(32).toString('base64url');
  const codeVerifier = deps.random.bytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.database.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await deps.database.db.insert(oauthStates).values({
    stateHash: hashState(state),
    userId,
    teamId: teamId ?? null,
    provider,
    codeVerifier: deps.cipher.encrypt(codeVerifier),
    environmentUrl,
    expiresAt: new Date(now.getTime() + STATE_VALID_MS),
  });
  const url = crm.connector.authorizeUrl(crm.app, {
    state,
    redirectUri: redirectUri(deps, provider),
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    environmentUrl,
  });
  return { url, cookie: browserCookie(deps, { provider, state }) };
}

/** Where the browser goes back to, with what happened for the screen to say. */
function arrival(teamId: string | null, provider: CrmProvider, outcome: CrmArrival): string {
  return `${teamId ? ROUTES.teamIntegrations : ROUTES.integrations}?${provider}=${outcome}`;
}

/**
 * GET .../{crm}/callback: always a redirect to the Integrations screen, whose sentence says
 * what happened (never an error page). Nothing is asked of the CRM when the browser is not the
 * one that started (its cookie does not hold the live state: someone else's browser, given the
 * link), when the state is forged, expired or reused (in any browser: the first use cleared the
 * cookie), or when the admin who started a team's connection no longer manages that team.
 * Otherwise the state is consumed, the code exchanged (with PKCE's verifier) for tokens, the
 * account identified, the tokens stored encrypted, and the connection's waiting leads sent.
 */
export async function finishCrmConnect(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'cipher' | 'jobs'>,
  {
    provider,
    code,
    state,
    error,
    browserState,
  }: {
    provider: CrmProvider;
    code?: string | undefined;
    state?: string | undefined;
    error?: string | undefined;
    /** The state the connecting browser's cookie holds. */
    browserState: string | undefined;
  },
): Promise<string> {
  const crm = offeredCrm(deps.config.crms, provider);
  if (!crm) return arrival(null, provider, 'not_configured');
  const now = deps.clock.now();
  if (state && !sameBrowser(state, browserState)) {
    // A link used already (the browser's cookie went with it) or expired says so, whichever
    // browser opens it again; only a live one is another browser's.
    const [live] = await deps.database.db
      .select({ expiresAt: oauthStates.expiresAt })
      .from(oauthStates)
      .where(and(eq(oauthStates.stateHash, hashState(state)), eq(oauthStates.provider, provider)));
    return arrival(null, provider, live && live.expiresAt > now ? 'other_browser' : 'expired');
  }
  const [claimed] = state
    ? await deps.database.db
        .delete(oauthStates)
        .where(and(eq(oauthStates.stateHash, hashState(state)), eq(oauthStates.provider, provider)))
        .returning()
    : [];
  if (!claimed || claimed.expiresAt <= now) return arrival(null, provider, 'expired');
  if (claimed.teamId) {
    // The admin may have been demoted or removed while they were at the CRM.
    const stillAdmin = await requireTeamRole(
      deps.database.db,
      { teamId: claimed.teamId, userId: claimed.userId },
      'admin',
    ).then(
      () => true,
      () => false,
    );
    if (!stillAdmin) return arrival(null, provider, 'team_access_lost');
  }
  if (error || !code) return arrival(claimed.teamId, provider, 'cancelled');
  const answer = await crm.connector.exchangeCode(
    crm.app,
    {
      code,
      redirectUri: redirectUri(deps, provider),
      codeVerifier: claimed.codeVerifier ? deps.cipher.decrypt(claimed.codeVerifier) : '',
      environmentUrl: claimed.environmentUrl,
    },
    now,
  );
  const tokens = answer.body;
  if (!tokens?.refreshToken) return arrival(claimed.teamId, provider, 'failed');
  const apiBase = tokens.apiBase ?? claimed.environmentUrl;
  const identity = await crm.connector.identify(crm.app, {
    accessToken: tokens.accessToken,
    apiBase,
  });
  if (!identity.body) return arrival(claimed.teamId, provider, 'failed');
  const { accountId } = identity.body;
  const scope: EventScope = claimed.teamId
    ? { teamId: claimed.teamId }
    : { ownerId: claimed.userId };
  await deps.database.db.transaction(async (tx) => {
    const values = {
      status: 'connected' as const,
      accessToken: deps.cipher.encrypt(tokens.accessToken),
      refreshToken: deps.cipher.encrypt(tokens.refreshToken!),
      expiresAt: tokens.expiresAt,
      accountId,
      apiBase,
      lastError: null,
      updatedAt: now,
    };
    const [existing] = await tx
      .select({ id: crmConnections.id, accountId: crmConnections.accountId })
      .from(crmConnections)
      .where(and(ownedBy(scope, crmConnections), eq(crmConnections.provider, provider)))
      .for('update');
    if (existing) {
      await tx.update(crmConnections).set(values).where(eq(crmConnections.id, existing.id));
      // The backlog kept while it waited for reconnection goes now (a batch in flight keeps its
      // lease). Connected to another account, what the old one made for these leads is not
      // there: their remote ids go.
      await tx
        .update(leadCrmSyncs)
        .set({
          nextAttemptAt: now,
          ...(existing.accountId === accountId ? {} : { remoteIds: {} }),
        })
        .where(and(eq(leadCrmSyncs.connectionId, existing.id), eq(leadCrmSyncs.status, 'pending')));
    } else {
      await tx.insert(crmConnections).values({
        ...values,
        provider,
        ...scope,
        fieldMap: CRM_DEFAULT_FIELD_MAPS[provider],
        fixedValues: CRM_DEFAULT_FIXED_VALUES[provider],
        createdAt: now,
      });
    }
    if ('teamId' in scope) {
      const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
      await recordTeamAudit(tx, now, {
        teamId: scope.teamId,
        actor: teamAuditActorOf({ user: user!, apiKeyId: null }),
        action: 'integration.connected',
        target: { kind: 'integration', id: provider, label: CRM_LABELS[provider] },
        details: { accountId },
      });
    }
  });
  deps.jobs.kick();
  return arrival(claimed.teamId, provider, 'connected');
}
