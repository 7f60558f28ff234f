import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamSso } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { startOidcProvider, type OidcStandIn } from '#tests/support/oidc-provider';
import { teamWithOidc, uniqueDomain, verifiedDomain } from '#tests/support/sso';
import { callAs, invitationTokenFor, personWithCards } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// A team's single sign-on settings (docs/product.md#single-sign-on), the OpenID Connect branch
// and what both protocols share, against a real OpenID provider; and the discovery of the
// Login form. The SAML branch is tested with its identity provider in saml tests.

const APP_URL = 'https://cards.example.com';
const CALLBACK = `${APP_URL}/api/sso/oidc/callback`;

describe.each(databaseKinds)('single sign-on settings on %s', (kind) => {
  let t: TestApp;
  let provider: OidcStandIn;
  let notOidc: http.Server;
  let notOidcUrl: string;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [CALLBACK] });
    t = await createTestApp(kind, { APP_URL });
    // A server that answers, but not with a discovery document.
    notOidc = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Welcome</html>'),
    );
    await new Promise<void>((resolve) => notOidc.listen(0, '127.0.0.1', resolve));
    notOidcUrl = `http://127.0.0.1:${(notOidc.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
    await new Promise((resolve) => notOidc.close(resolve));
  });

  const put = (teamId: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/sso`, headers, payload });
  const oidcBody = (overrides: object = {}) => ({
    protocol: 'oidc',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    required: true,
    jitProvisioning: false,
    ...overrides,
  });

  it('saves OpenID Connect after reading the discovery document: the redirect URI, never the secret', async () => {
    const { teamId, headers } = await teamWithOidc(t, provider);
    const saved = await put(teamId, headers, oidcBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = saved.json();
    expect(settings).toMatchObject({
      protocol: 'oidc',
      issuer: provider.issuer,
      clientId: provider.clientId,
      hasClientSecret: true,
      redirectUri: CALLBACK,
      required: true,
      jitProvisioning: false,
      startUrl: `${APP_URL}/api/sso/${teamId}/start`,
    });
    expect(saved.body).not.toContain(provider.clientSecret);
    expect(settings).not.toHaveProperty('clientSecret');
    const read = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/sso`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(settings);
    // Stored encrypted, and kept when the form leaves the secret out.
    const [row] = await t.deps.database.db.select().from(teamSso).where(eq(teamSso.teamId, teamId));
    expect(row!.clientSecret).not.toContain(provider.clientSecret);
    expect(t.deps.cipher.decrypt(row!.clientSecret!)).toBe(provider.clientSecret);
    const again = await put(
      teamId,
      headers,
      oidcBody({ clientSecret: undefined, required: false }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ hasClientSecret: true, required: false });
  });

  it('refuses with 400 an issuer it cannot use, naming the problem', async () => {
    const { teamId, headers } = await teamWithOidc(t, provider);
    const cases = [
      { issuer: 'http://127.0.0.1:1', problem: /could not be used/ },
      { issuer: notOidcUrl, problem: /could not be used/ },
      { issuer: `${provider.issuer}/elsewhere`, problem: /could not be used/ },
      { issuer: 'not a url', problem: /it is not a URL/ },
      { issuer: 'ftp://idp.example.com', problem: /it must use https/ },
    ];
    for (const { issuer, problem } of cases) {
      const refused = await put(teamId, headers, oidcBody({ issuer }));
      expect(refused.statusCode, issuer).toBe(400);
      expect(refused.json().message).toMatch(problem);
    }
    // Nothing of those was kept.
    const read = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/sso`, headers });
    expect(read.json().issuer).toBe(provider.issuer);
    // A first setup without a secret has none to keep.
    const other = await personWithCards(t);
    const created = await callAs(t)('POST', '/api/teams', other.headers, { name: 'No secret' });
    const noSecret = await put(created.json().id, other.headers, oidcBody({ clientSecret: '' }));
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().message).toBe('Client secret is required');
  });

  it('is for the owner and admins: 401 signed out, 403 for a member, 404 for an outsider', async () => {
    const { teamId, headers } = await teamWithOidc(t, provider);
    const member = await personWithCards(t);
    await callAs(t)('POST', `/api/teams/${teamId}/members`, headers, { email: member.email });
    const token = await invitationTokenFor(t, member.email);
    expect((await callAs(t)('POST', '/api/teams/join', member.headers, { token })).statusCode).toBe(
      200,
    );
    const outsider = await personWithCards(t);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const url = `/api/teams/${teamId}/sso`;
      const payload = method === 'PUT' ? oidcBody() : undefined;
      const as = (h: Record<string, string>) =>
        t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
      expect((await as({})).statusCode).toBe(401);
      const asMember = await as(member.headers);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toBe(COPY.teamAdminsOnly);
      const asOutsider = await as(outsider.headers);
      expect(asOutsider.statusCode).toBe(404);
      expect(asOutsider.json().message).toBe(COPY.teamNotFound);
    }
  });

  it('turns single sign-on off: 204, then 404 for GET and DELETE', async () => {
    const { teamId, headers } = await teamWithOidc(t, provider);
    const url = `/api/teams/${teamId}/sso`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await t.app.inject({ method, url, headers });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(COPY.ssoNotSetUp);
    }
  });

  describe('POST /api/auth/sso/discover', () => {
    const discover = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sso/discover', payload: { email } });

    it('answers where sign-in starts for an address on a verified domain with single sign-on', async () => {
      const { teamId, domain } = await teamWithOidc(t, provider);
      const found = await discover(`Someone@${domain.toUpperCase()}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ url: `${APP_URL}/api/sso/${teamId}/start` });
    });

    it('answers 404 for any other address: unknown, unverified, no single sign-on, not one', async () => {
      const withSso = await teamWithOidc(t, provider);
      const pending = uniqueDomain();
      const owner = await personWithCards(t);
      const created = await callAs(t)('POST', '/api/teams', owner.headers, { name: 'No SSO' });
      const noSso = uniqueDomain();
      await verifiedDomain(t, created.json().id, noSso);
      for (const email of [
        `a@${pending}`,
        `a@${noSso}`,
        'someone@gmail.com',
        'no-at-sign',
        `a@sub.${withSso.domain}`,
      ]) {
        const missing = await discover(email);
        expect(missing.statusCode, email).toBe(404);
        expect(missing.json().message).toBe(COPY.ssoNotSetUp);
      }
    });
  });
});

describe.each(databaseKinds)('single sign-on settings in production on %s', (kind) => {
  let t: TestApp;
  let provider: OidcStandIn;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [CALLBACK] });
    t = await createTestApp(kind, { NODE_ENV: 'production', APP_URL });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('refuses an issuer over plain http', async () => {
    const owner = await t.createUser();
    const headers = bearer((await t.login(owner.email, owner.password)).accessToken);
    const created = await callAs(t)('POST', '/api/teams', headers, { name: 'Prod Co' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${created.json().id}/sso`,
      headers,
      payload: {
        protocol: 'oidc',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/it must use https/);
  });
});
