import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { AppDeps } from '#server/app-deps';
import type { TeamSsoRow } from '#server/db/schema';
import { finishSsoSignIn, ssoErrorLocation } from './finish-sign-in';
import { discoverOidcIssuer, OIDC_CALLBACK_PATH } from './oidc-issuer';
import { openSsoRequest, takeSsoRequest } from './sso-requests';
import { ssoRowOf } from './sso-settings';

/** How long a discovered configuration (and the keys it fetched) serves sign-ins. */
export const OIDC_CONFIGURATION_SECONDS = 5 * 60;

/** What the sign-in asks the identity provider for: the e-mail and the names. */
const OIDC_SCOPE = 'openid email profile';

interface CachedConfiguration {
  configuration: oidc.Configuration;
  expiresAt: number;
}

/**
 * Discovered configurations per app (keyed on its config object, so every test app has its own)
 * and per issuer, client and secret: a new secret or client is a new entry, and a sign-in does
 * not read the discovery document or the keys again within OIDC_CONFIGURATION_SECONDS.
 */
const configurations = new WeakMap<object, Map<string, CachedConfiguration>>();

async function configurationOf(
  deps: Pick<AppDeps, 'config' | 'clock' | 'cipher'>,
  sso: TeamSsoRow,
): Promise<oidc.Configuration> {
  const clientSecret = sso.clientSecret ? deps.cipher.decrypt(sso.clientSecret) : '';
  const settings = { issuer: sso.issuer ?? '', clientId: sso.clientId ?? '', clientSecret };
  const key = createHash('sha256')
    .update(`${settings.issuer}\n${settings.clientId}\n${clientSecret}`)
    .digest('hex');
  let cache = configurations.get(deps.config);
  if (!cache) {
    cache = new Map();
    configurations.set(deps.config, cache);
  }
  const now = deps.clock.now().getTime();
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.configuration;
  const configuration = await discoverOidcIssuer(settings, {
    allowHttp: !deps.config.isProduction,
  });
  for (const [oldKey, old] of cache) if (old.expiresAt <= now) cache.delete(oldKey);
  cache.set(key, { configuration, expiresAt: now + OIDC_CONFIGURATION_SECONDS * 1000 });
  return configuration;
}

/**
 * The start of an OpenID Connect sign-in: the authorization URL to send the browser to, for the
 * authorization code flow with PKCE (S256), a `state` and a `nonce`, all three kept with the
 * request the callback takes back.
 */
export async function startOidcSignIn(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock' | 'random' | 'cipher'>,
  { sso, test }: { sso: TeamSsoRow; test: boolean },
): Promise<string> {
  const configuration = await configurationOf(deps, sso);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = await openSsoRequest(deps, {
    teamId: sso.teamId,
    protocol: 'oidc',
    test,
    nonce,
    codeVerifier,
  });
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: `${deps.config.appUrl}${OIDC_CALLBACK_PATH}`,
      scope: OIDC_SCOPE,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/**
 * GET /api/sso/oidc/callback: the identity provider's answer. The request is taken by its state
 * (once: a replay or a forged state finds nothing), the code exchanged at the token endpoint
 * with the PKCE verifier (openid-client checks the ID token's signature, issuer, audience,
 * expiry and nonce), and the verified e-mail of the ID token ends the sign-in. Answers where to
 * send the browser.
 */
export async function finishOidcSignIn(
  deps: Pick<
    AppDeps,
    'database' | 'config' | 'clock' | 'random' | 'cipher' | 'payments' | 'jobs' | 'storage'
  >,
  { url, log }: { url: URL; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<string> {
  const state = url.searchParams.get('state');
  const request = state ? await takeSsoRequest(deps, { state }) : null;
  if (request === 'expired') return ssoErrorLocation('expired');
  if (!state || !request || request.protocol !== 'oidc') return ssoErrorLocation('state');
  if (url.searchParams.has('error')) {
    log.warn(
      { teamId: request.teamId, error: url.searchParams.get('error') },
      'the identity provider refused a single sign-on',
    );
    return ssoErrorLocation('provider', request.test);
  }
  const sso = await ssoRowOf(deps, request.teamId);
  if (!sso || sso.protocol !== 'oidc') return ssoErrorLocation('not-set-up', request.test);
  let claims: oidc.IDToken | undefined;
  try {
    const configuration = await configurationOf(deps, sso);
    const tokens = await oidc.authorizationCodeGrant(configuration, url, {
      expectedState: state,
      expectedNonce: request.nonce ?? undefined,
      pkceCodeVerifier: request.codeVerifier ?? undefined,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    log.warn({ err: error, teamId: request.teamId }, 'a single sign-on answer was refused');
    return ssoErrorLocation('refused', request.test);
  }
  if (!claims || typeof claims.email !== 'string' || !claims.email.includes('@')) {
    return ssoErrorLocation('refused', request.test);
  }
  if (claims.email_verified !== true) return ssoErrorLocation('email-unverified', request.test);
  return finishSsoSignIn(deps, {
    request,
    identity: {
      email: claims.email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
    },
    log,
  });
}
