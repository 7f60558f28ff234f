import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { startOidcProvider, type OidcStandIn } from '#tests/support/oidc-provider';
import { softwareAuthenticator } from '#tests/support/software-authenticator';
import { exchange, oidcSignIn, ssoCodeOf, teamWithOidc } from '#tests/support/sso';
import { callAs } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// A team that requires single sign-on (docs/product.md#single-sign-on, decision 064): the
// password and the passkey give way on its verified domain, its owner excepted, and a single
// sign-on never asks for this product's second step.

const APP_URL = 'https://cards.example.com';
const RP = { origin: APP_URL, rpId: 'cards.example.com' };

describe.each(databaseKinds)('single sign-on required on %s', (kind) => {
  let t: TestApp;
  let provider: OidcStandIn;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`${APP_URL}/api/sso/oidc/callback`] });
    t = await createTestApp(kind, { APP_URL });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** A colleague on the domain with a password and a passkey, an active member of the team. */
  async function colleagueOf(team: Awaited<ReturnType<typeof teamWithOidc>>) {
    const colleague = await t.createUser({ email: `colleague@${team.domain}` });
    const headers = bearer((await t.login(colleague.email, colleague.password)).accessToken);
    await callAs(t)('POST', `/api/teams/${team.teamId}/members`, team.headers, {
      email: colleague.email,
    });
    provider.addPerson({ email: colleague.email, email_verified: true });
    const { location } = await oidcSignIn(t, provider, {
      teamId: team.teamId,
      email: colleague.email,
    });
    expect((await exchange(t, ssoCodeOf(location))).statusCode).toBe(200);
    const device = softwareAuthenticator(RP);
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers,
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers,
      payload: {
        password: colleague.password,
        response: device.register(options.json()),
        name: 'Laptop',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { ...colleague, device };
  }

  const passkeySignIn = async (device: ReturnType<typeof softwareAuthenticator>) => {
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/authentication-options',
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/authenticate',
      payload: { response: device.authenticate(options.json()) },
    });
  };
  const requireSso = (team: Awaited<ReturnType<typeof teamWithOidc>>, required: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.teamId}/sso`,
      headers: team.headers,
      payload: { protocol: 'oidc', issuer: provider.issuer, clientId: provider.clientId, required },
    });

  it('refuses the password and the passkey of an account on the domain, not the owner', async () => {
    const team = await teamWithOidc(t, provider);
    const colleague = await colleagueOf(team);
    const outsider = await t.createUser({ email: `not-in-team@${team.domain}` });
    // Before: both work.
    expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
    expect((await passkeySignIn(colleague.device)).statusCode).toBe(200);
    expect((await requireSso(team, true)).statusCode).toBe(200);
    for (const refused of [
      await login(colleague.email, colleague.password),
      await login(outsider.email, outsider.password),
      await passkeySignIn(colleague.device),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(COPY.ssoRequiredForAccount);
    }
    // A wrong password still says only that.
    expect((await login(colleague.email, 'wrong password here')).statusCode).toBe(401);
    // The owner keeps the password: the way back in.
    expect((await login(team.owner.email, team.owner.password)).statusCode).toBe(200);
    // Single sign-on still signs the colleague in.
    const { location } = await oidcSignIn(t, provider, {
      teamId: team.teamId,
      email: colleague.email,
    });
    expect((await exchange(t, ssoCodeOf(location))).statusCode).toBe(200);
    // Off again: the password is back.
    expect((await requireSso(team, false)).statusCode).toBe(200);
    expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
  });

  it('never asks for the second step after a single sign-on', async () => {
    const team = await teamWithOidc(t, provider);
    const secured = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.teamId}/security`,
      headers: team.headers,
      payload: { requireTwoStep: true },
    });
    expect(secured.statusCode, secured.body).toBe(200);
    // The password asks for it...
    const byPassword = await login(team.owner.email, team.owner.password);
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json()).not.toHaveProperty('accessToken');
    // ...single sign-on does not: the identity provider answered for it.
    provider.addPerson({ email: team.owner.email, email_verified: true });
    const { location } = await oidcSignIn(t, provider, {
      teamId: team.teamId,
      email: team.owner.email,
    });
    const exchanged = await exchange(t, ssoCodeOf(location));
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toHaveProperty('accessToken');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(exchanged.json().accessToken),
    });
    expect(profile.statusCode).toBe(200);
  });
});
