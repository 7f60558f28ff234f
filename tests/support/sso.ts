import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { teamDomains } from '#server/db/schema';
import type { OidcStandIn } from './oidc-provider';
import { bearer, type TestApp } from './test-app';

/** A domain of its own for each team a test makes (a domain is verified by one team only). */
export function uniqueDomain(): string {
  return `co-${randomBytes(4).toString('hex')}.example`;
}

/**
 * Marks `domain` verified for the team, as POST .../domains/{domain}/verify would once the TXT
 * record is found (that route and its DNS checks are the domains part's, tested there).
 */
export async function verifiedDomain(t: TestApp, teamId: string, domain: string) {
  await t.deps.database.db.insert(teamDomains).values({
    teamId,
    domain,
    txtValue: randomBytes(16).toString('hex'),
    status: 'verified',
    verifiedAt: t.clock.now(),
  });
}

/** An owner on `domain` with a team, the domain verified, and OpenID Connect set up. */
export async function teamWithOidc(
  t: TestApp,
  provider: OidcStandIn,
  {
    domain = uniqueDomain(),
    required = false,
    jitProvisioning = false,
  }: { domain?: string; required?: boolean; jitProvisioning?: boolean } = {},
) {
  const owner = await t.createUser({ email: `owner@${domain}` });
  const headers = bearer((await t.login(owner.email, owner.password)).accessToken);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers,
    payload: { name: `Team of ${domain}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const teamId = created.json().id as string;
  await verifiedDomain(t, teamId, domain);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/teams/${teamId}/sso`,
    headers,
    payload: {
      protocol: 'oidc',
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      required,
      jitProvisioning,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, headers, teamId, domain };
}

/**
 * A whole OpenID Connect sign-in through the app: GET the start URL, the provider's login as
 * `email`, the callback. Answers the callback's 303 location (and the callback URL, to replay).
 */
export async function oidcSignIn(
  t: TestApp,
  provider: OidcStandIn,
  {
    teamId,
    email,
    test = false,
  }: { teamId: string; email: string | { deny: true }; test?: boolean },
) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/sso/${teamId}/start${test ? '?test=1' : ''}`,
  });
  expect(start.statusCode, start.body).toBe(303);
  const back = await provider.signIn(start.headers.location as string, email);
  const callbackUrl = `${back.pathname}${back.search}`;
  const callback = await t.app.inject({ method: 'GET', url: callbackUrl });
  expect(callback.statusCode, callback.body).toBe(303);
  return { location: callback.headers.location as string, callbackUrl };
}

/** The code of `/sso/complete?code=`, or fails the test. */
export function ssoCodeOf(location: string): string {
  const code = new URL(location, 'http://x').searchParams.get('code');
  expect(location, 'a completion with a code').toMatch(/^\/sso\/complete\?code=/);
  return code!;
}

export function exchange(t: TestApp, code: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code } });
}
