import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { softwareAuthenticator } from '#tests/support/software-authenticator';
import { callAs, teamWithMember } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('a team that requires two-step sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const codeNow = (secret: string) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  const login = (user: { email: string; password: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });

  async function requiringTeam() {
    const team = await teamWithMember(t);
    const call = callAs(t);
    const saved = await call('PUT', `/api/teams/${team.teamId}/security`, team.admin.headers, {
      requireTwoStep: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ requireTwoStep: true });
    return team;
  }

  it('lets the owner and admins read and change the rule; a member gets 403, a stranger 404', async () => {
    const { admin, member, teamId } = await teamWithMember(t);
    const call = callAs(t);
    const url = `/api/teams/${teamId}/security`;
    expect((await call('GET', url, admin.headers)).json()).toEqual({ requireTwoStep: false });
    const refused = await call('PUT', url, member.headers, { requireTwoStep: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COPY.teamAdminsOnly);
    const stranger = await t.createUser();
    const strangerHeaders = bearer((await t.login(stranger.email, stranger.password)).accessToken);
    expect((await call('PUT', url, strangerHeaders, { requireTwoStep: true })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', url, admin.headers, { requireTwoStep: 'yes' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url, payload: {} })).statusCode).toBe(401);
    expect((await call('PUT', url, admin.headers, { requireTwoStep: true })).json()).toEqual({
      requireTwoStep: true,
    });
    expect((await call('GET', url, admin.headers)).json()).toEqual({ requireTwoStep: true });
  });

  it('leads a member without two-step sign-in through setup to a session', async () => {
    const { admin, member, teamId } = await requiringTeam();
    const answer = await login(member);
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(['twoStepSetupRequired', 'twoStepToken']);
    const headers = bearer(answer.json().twoStepToken);
    // The setup token opens the setup and the confirm, and nothing else.
    for (const [method, url] of [
      ['GET', '/api/auth/profile'],
      ['GET', '/api/auth/two-step'],
      ['GET', '/api/teams/current'],
      ['DELETE', '/api/auth/two-step'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers, payload: { password: 'x' } });
      expect(response.statusCode, url).toBe(401);
    }
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/two-step/setup', headers });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step/confirm',
      headers,
      payload: { code: await codeNow(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const body = confirm.json();
    expect(body.recoveryCodes).toHaveLength(10);
    const claims = await t.deps.tokens.verifyAccessToken(body.accessToken);
    expect(claims?.sub).toBe(member.id);
    // The token is spent; the member now signs in with a code; the list says so.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/two-step/setup', headers });
    expect(again.statusCode).toBe(401);
    expect(Object.keys((await login(member)).json())).toContain('twoStepRequired');
    const members = await callAs(t)('GET', `/api/teams/${teamId}/members`, admin.headers);
    const byEmail = Object.fromEntries(
      members.json().map((m: { email: string; twoStep: boolean }) => [m.email, m.twoStep]),
    );
    expect(byEmail[member.email]).toBe(true);
    expect(byEmail[admin.email]).toBe(false);
    // Nor can the member turn it off while the team requires it.
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/two-step',
      headers: bearer(body.accessToken),
      payload: { password: member.password },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(COPY.twoStepRequiredByTeam);
  });

  it('ends a setup token after 5 wrong codes or 5 minutes', async () => {
    const { member } = await requiringTeam();
    const headers = bearer((await login(member)).json().twoStepToken);
    const { secret } = (
      await t.app.inject({ method: 'POST', url: '/api/auth/two-step/setup', headers })
    ).json();
    const right = await codeNow(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-step/confirm',
        headers,
        payload: { code: wrong },
      });
      expect(response.statusCode).toBe(401);
    }
    const spent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step/confirm',
      headers,
      payload: { code: right },
    });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(COPY.twoStepSignInEnded);
    const fresh = bearer((await login(member)).json().twoStepToken);
    t.clock.advance(5 * 60 * 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-step/setup',
      headers: fresh,
    });
    expect(late.statusCode).toBe(401);
  });

  it('takes a passkey for the rule: added with the setup token, it signs in; the password alone is then refused', async () => {
    const { admin, member, teamId } = await requiringTeam();
    const headers = bearer((await login(member)).json().twoStepToken);
    const appUrl = new URL(t.config.appUrl);
    const device = softwareAuthenticator({ origin: appUrl.origin, rpId: appUrl.hostname });
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers,
    });
    expect(options.statusCode, options.body).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers,
      payload: { response: device.register(options.json()), name: 'Phone' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const claims = await t.deps.tokens.verifyAccessToken(added.json().accessToken);
    expect(claims?.sub).toBe(member.id);
    // The setup token is spent with the passkey's registration.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/registration-options',
      headers,
    });
    expect(again.statusCode).toBe(401);
    const refused = await login(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COPY.signInWithYourPasskey);
    const members = await callAs(t)('GET', `/api/teams/${teamId}/members`, admin.headers);
    const listed = members.json().find((m: { email: string }) => m.email === member.email);
    expect(listed.twoStep).toBe(true);
  });

  it('asks no second step once the team stops requiring it', async () => {
    const { admin, member, teamId } = await requiringTeam();
    await callAs(t)('PUT', `/api/teams/${teamId}/security`, admin.headers, {
      requireTwoStep: false,
    });
    expect(Object.keys((await login(member)).json()).sort()).toEqual([
      'accessToken',
      'refreshToken',
    ]);
  });
});
