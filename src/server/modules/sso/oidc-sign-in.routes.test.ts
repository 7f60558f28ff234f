import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoCodes, teamAuditLog, teamMembers, users } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { startOidcProvider, type OidcStandIn } from '#tests/support/oidc-provider';
import { exchange, oidcSignIn, ssoCodeOf, teamWithOidc } from '#tests/support/sso';
import { callAs, invitationTokenFor, personWithCards } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// Signing in through OpenID Connect (docs/product.md#single-sign-on, decision 064): the whole
// flow against a real provider (oidc-provider), from the start URL to the tokens.

const APP_URL = 'https://cards.example.com';
const CALLBACK = `${APP_URL}/api/sso/oidc/callback`;

describe.each(databaseKinds)('OpenID Connect sign-in on %s', (kind) => {
  let t: TestApp;
  let provider: OidcStandIn;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [CALLBACK] });
    t = await createTestApp(kind, { APP_URL });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const person = (email: string, overrides: object = {}) =>
    provider.addPerson({
      email,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      ...overrides,
    });
  const profileOf = async (accessToken: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(accessToken) })
    ).json();
  const membership = async (teamId: string, email: string) => {
    const [row] = await t.deps.database.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email)));
    return row;
  };

  it('signs the owner in through the start URL, the provider and the callback: what login answers', async () => {
    const { teamId, owner } = await teamWithOidc(t, provider);
    person(owner.email);
    const start = await t.app.inject({ method: 'GET', url: `/api/sso/${teamId}/start` });
    expect(start.statusCode).toBe(303);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(authorization.searchParams.get(param)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    }
    const back = await provider.signIn(authorization.toString(), owner.email);
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(303);
    const exchanged = await exchange(t, ssoCodeOf(callback.headers.location as string));
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(Object.keys(exchanged.json()).sort()).toEqual(Object.keys(login.json()).sort());
    expect((await profileOf(exchanged.json().accessToken)).email).toBe(owner.email);
  });

  it('lets in an invited member (the invitation becomes the membership); never a second account', async () => {
    const { teamId, headers, domain } = await teamWithOidc(t, provider);
    const colleague = await t.createUser({ email: `ada@${domain}` });
    await callAs(t)('POST', `/api/teams/${teamId}/members`, headers, { email: colleague.email });
    person(colleague.email);
    const { location } = await oidcSignIn(t, provider, { teamId, email: colleague.email });
    const exchanged = await exchange(t, ssoCodeOf(location));
    expect((await profileOf(exchanged.json().accessToken)).id).toBe(colleague.id);
    expect((await membership(teamId, colleague.email))?.status).toBe('active');
    const accounts = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, colleague.email));
    expect(accounts).toHaveLength(1);
  });

  it('refuses an account not in the team without just-in-time provisioning', async () => {
    const { teamId, domain } = await teamWithOidc(t, provider);
    const stranger = await t.createUser({ email: `stranger@${domain}` });
    person(stranger.email);
    const { location } = await oidcSignIn(t, provider, { teamId, email: stranger.email });
    expect(location).toBe('/login?ssoError=not-member');
    expect(await membership(teamId, stranger.email)).toBeUndefined();
  });

  it('with just-in-time provisioning, a new person becomes an active member with a seat', async () => {
    const { teamId, headers, domain } = await teamWithOidc(t, provider, { jitProvisioning: true });
    const email = `new.person@${domain}`;
    person(email, { given_name: 'New', family_name: 'Person' });
    const { location } = await oidcSignIn(t, provider, { teamId, email });
    const exchanged = await exchange(t, ssoCodeOf(location));
    expect(exchanged.statusCode).toBe(200);
    const profile = await profileOf(exchanged.json().accessToken);
    expect(profile).toMatchObject({ email, firstName: 'New', lastName: 'Person' });
    const member = await membership(teamId, email);
    expect(member).toMatchObject({ status: 'active', userId: profile.id, role: 'member' });
    // The seat: the team counts them among its active members, as one who joined.
    const members = await callAs(t)('GET', `/api/teams/${teamId}/members`, headers);
    expect(members.body).toContain(email);
    const joined = await t.deps.database.db
      .select()
      .from(teamAuditLog)
      .where(and(eq(teamAuditLog.teamId, teamId), eq(teamAuditLog.action, 'member.joined')));
    expect(joined).toHaveLength(1);
    // The second sign-in finds the same account and membership.
    const again = await oidcSignIn(t, provider, { teamId, email });
    const second = await exchange(t, ssoCodeOf(again.location));
    expect((await profileOf(second.json().accessToken)).id).toBe(profile.id);
  });

  it('refuses a deactivated member, and someone active in another team', async () => {
    const { teamId, domain } = await teamWithOidc(t, provider, { jitProvisioning: true });
    const email = `leaver@${domain}`;
    person(email);
    await exchange(t, ssoCodeOf((await oidcSignIn(t, provider, { teamId, email })).location));
    await t.deps.database.db
      .update(teamMembers)
      .set({ status: 'deactivated' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.email, email)));
    expect((await oidcSignIn(t, provider, { teamId, email })).location).toBe(
      '/login?ssoError=not-member',
    );
    // Active in another team: just-in-time provisioning does not move them.
    const other = await personWithCards(t);
    const otherTeam = await callAs(t)('POST', '/api/teams', other.headers, { name: 'Other' });
    const busy = await t.createUser({ email: `busy@${domain}` });
    const busyHeaders = bearer((await t.login(busy.email, busy.password)).accessToken);
    await callAs(t)('POST', `/api/teams/${otherTeam.json().id}/members`, other.headers, {
      email: busy.email,
    });
    const token = await invitationTokenFor(t, busy.email);
    await callAs(t)('POST', '/api/teams/join', busyHeaders, { token });
    person(busy.email);
    expect((await oidcSignIn(t, provider, { teamId, email: busy.email })).location).toBe(
      '/login?ssoError=not-member',
    );
  });

  it("a 'Test sign-in' reports what the provider said and signs no one in", async () => {
    const { teamId, domain } = await teamWithOidc(t, provider, { jitProvisioning: true });
    const email = `tester@${domain}`;
    person(email);
    const { location } = await oidcSignIn(t, provider, { teamId, email, test: true });
    expect(location).toBe(`/sso/complete?test=1&email=${encodeURIComponent(email)}`);
    expect(await membership(teamId, email)).toBeUndefined();
    expect(
      await t.deps.database.db.select().from(ssoCodes).where(eq(ssoCodes.teamId, teamId)),
    ).toHaveLength(0);
    // An address off the team's verified domains: the test says so.
    person('someone@elsewhere.example');
    const off = await oidcSignIn(t, provider, {
      teamId,
      email: 'someone@elsewhere.example',
      test: true,
    });
    expect(off.location).toBe(
      '/sso/complete?test=1&email=someone%40elsewhere.example&ssoError=domain',
    );
  });

  it('refuses an address off the verified domains, and one the provider did not verify', async () => {
    const { teamId, domain } = await teamWithOidc(t, provider, { jitProvisioning: true });
    person('outsider@elsewhere.example');
    expect(
      (await oidcSignIn(t, provider, { teamId, email: 'outsider@elsewhere.example' })).location,
    ).toBe('/login?ssoError=domain');
    person(`unverified@${domain}`, { email_verified: false });
    expect(
      (await oidcSignIn(t, provider, { teamId, email: `unverified@${domain}` })).location,
    ).toBe('/login?ssoError=email-unverified');
    expect(await membership(teamId, `unverified@${domain}`)).toBeUndefined();
  });

  it('refuses a forged state, a replayed callback, a refusal at the provider and a swapped code', async () => {
    const { teamId, owner } = await teamWithOidc(t, provider);
    person(owner.email);
    const callback = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/sso/oidc/callback?${query}` });
    for (const query of ['code=abc&state=forged', 'code=abc', '']) {
      const forged = await callback(query);
      expect(forged.statusCode).toBe(303);
      expect(forged.headers.location).toBe('/login?ssoError=state');
    }
    const first = await oidcSignIn(t, provider, { teamId, email: owner.email });
    ssoCodeOf(first.location);
    const replayed = await t.app.inject({ method: 'GET', url: first.callbackUrl });
    expect(replayed.headers.location).toBe('/login?ssoError=state');
    // The provider answers access_denied.
    const denied = await oidcSignIn(t, provider, { teamId, email: { deny: true } });
    expect(denied.location).toBe('/login?ssoError=provider');
    // A code meant for another sign-in (its PKCE verifier and nonce are not this one's).
    const startOf = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/sso/${teamId}/start` })).headers
        .location as string;
    const [a, b] = [await startOf(), await startOf()];
    const codeOfA = (await provider.signIn(a, owner.email)).searchParams.get('code')!;
    const stateOfB = new URL(b).searchParams.get('state')!;
    const swapped = await callback(
      new URLSearchParams({ code: codeOfA, state: stateOfB, iss: provider.issuer }).toString(),
    );
    expect(swapped.headers.location).toBe('/login?ssoError=refused');
    // A 'Test sign-in' the provider refuses says so on the test's page, not the Login page.
    const deniedTest = await oidcSignIn(t, provider, { teamId, email: { deny: true }, test: true });
    expect(deniedTest.location).toBe('/sso/complete?test=1&ssoError=provider');
    // Back from the provider after the ten minutes a sign-in may take: expired, said so.
    const slow = await provider.signIn(await startOf(), owner.email);
    const before = t.clock.now();
    t.clock.advance(11 * 60_000);
    const expired = await callback(slow.searchParams.toString());
    t.clock.set(before);
    expect(expired.headers.location).toBe('/login?ssoError=expired');
    expect((await callback(slow.searchParams.toString())).headers.location).toBe(
      '/login?ssoError=state',
    );
  });

  it('a code works once and for 60 seconds', async () => {
    const { teamId, owner } = await teamWithOidc(t, provider);
    person(owner.email);
    const code = ssoCodeOf(
      (await oidcSignIn(t, provider, { teamId, email: owner.email })).location,
    );
    expect((await exchange(t, code)).statusCode).toBe(200);
    const twice = await exchange(t, code);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(COPY.ssoCodeInvalid);
    const late = ssoCodeOf(
      (await oidcSignIn(t, provider, { teamId, email: owner.email })).location,
    );
    t.clock.advance(61_000);
    expect((await exchange(t, late)).statusCode).toBe(400);
    expect((await exchange(t, 'never-issued')).statusCode).toBe(400);
  });

  it('sends an unknown team, a team without single sign-on, or a bad id to the Login page', async () => {
    const owner = await personWithCards(t);
    const created = await callAs(t)('POST', '/api/teams', owner.headers, { name: 'Plain' });
    for (const id of [created.json().id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const start = await t.app.inject({ method: 'GET', url: `/api/sso/${id}/start?test=1` });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/login?ssoError=not-set-up');
    }
  });
});
