import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, teamMembers } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('team endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function signedIn(input: { firstName?: string; email?: string } = {}) {
    const user = await t.createUser(input);
    const pair = await t.login(user.email, user.password);
    return { ...user, headers: bearer(pair.accessToken) };
  }

  async function teamOf(name = 'Acme Robotics') {
    const owner = await signedIn({ firstName: 'Olivia' });
    const created = await call('POST', '/api/teams', owner.headers, { name });
    expect(created.statusCode, created.body).toBe(201);
    return { owner, team: created.json() as { id: string; name: string; slug: string } };
  }

  /** The link of the newest team invitation mailed to `email`. */
  async function invitationToken(email: string): Promise<string> {
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, email));
    const link = mails
      .map((mail) => /\/join-team\/([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1])
      .filter(Boolean)
      .at(-1);
    if (!link) throw new Error(`no team invitation mailed to ${email}`);
    return link;
  }

  /** Invites `email` into the team and joins it with a fresh signed-in account of that address. */
  async function memberOf(teamId: string, ownerHeaders: Headers, role: 'admin' | 'member') {
    const person = await signedIn();
    const invited = await call('POST', `/api/teams/${teamId}/members`, ownerHeaders, {
      email: person.email,
      role,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const joined = await call('POST', '/api/teams/join', person.headers, {
      token: await invitationToken(person.email),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    return { ...person, memberId: invited.json().id as string };
  }

  it('creates a team with the caller as owner, answers it as current, and refuses a second (409)', async () => {
    const owner = await signedIn();
    expect((await call('GET', '/api/teams/current', owner.headers)).statusCode).toBe(404);

    const created = await call('POST', '/api/teams', owner.headers, { name: '  Ångström & Co. ' });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json();
    expect(team).toMatchObject({ name: 'Ångström & Co.', slug: 'angstrom-co', role: 'owner' });
    expect(team.id).toMatch(/^[0-9a-f-]{36}$/);

    const current = await call('GET', '/api/teams/current', owner.headers);
    expect(current.json()).toEqual(team);
    expect((await call('GET', `/api/teams/${team.id}`, owner.headers)).json()).toEqual(team);

    // What the team holds about the owner is in their data export.
    const exported = await call('GET', '/api/auth/export', owner.headers);
    expect(exported.json().teams).toEqual([
      expect.objectContaining({
        teamId: team.id,
        teamName: 'Ångström & Co.',
        role: 'owner',
        status: 'active',
      }),
    ]);

    const second = await call('POST', '/api/teams', owner.headers, { name: 'Another' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(COPY.alreadyInATeam);

    // The same name for another owner gets a slug of its own.
    const other = await signedIn();
    const twin = await call('POST', '/api/teams', other.headers, { name: 'Ångström & Co.' });
    expect(twin.statusCode).toBe(201);
    expect(twin.json().slug).toMatch(/^angstrom-co-[0-9a-f]{6}$/);
  });

  it('refuses a missing, blank, multi-line or over-long team name (400) and an anonymous caller (401)', async () => {
    const owner = await signedIn();
    for (const body of [
      {},
      { name: '   ' },
      { name: 'Acme\nRobotics' },
      { name: 'x'.repeat(81) },
    ]) {
      const response = await call('POST', '/api/teams', owner.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call('POST', '/api/teams', {}, { name: 'Acme' })).statusCode).toBe(401);
    expect((await call('GET', '/api/teams/current', {})).statusCode).toBe(401);
  });

  it('lets two creations race for one account: exactly one team is made', async () => {
    const owner = await signedIn();
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => call('POST', '/api/teams', owner.headers, { name })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('invites an address with a mailed 7-day link; the account of that address joins after signing in', async () => {
    const { owner, team } = await teamOf();
    const person = await signedIn({ firstName: 'Grace' });
    const invited = await call('POST', `/api/teams/${team.id}/members`, owner.headers, {
      email: `  ${person.email.toUpperCase()} `,
      firstName: 'Grace',
      lastName: 'Hopper',
      title: 'Sales lead',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toEqual({
      id: expect.any(String),
      email: person.email,
      role: 'member',
      status: 'invited',
    });

    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, person.email));
    expect(mail?.subject).toBe("You're invited to join a team on Catalyst Connect");
    expect(mail?.textBody).toContain('Olivia Owner invited you to join Acme Robotics');
    expect(mail?.textBody).toContain('This link works for 7 days');
    const token = await invitationToken(person.email);

    // The page of the link, before signing in.
    const described = await call('GET', `/api/teams/invitations/${token}`, {});
    expect(described.json()).toEqual({
      teamName: 'Acme Robotics',
      email: person.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      hasAccount: true,
    });

    // Someone else's account cannot use the link.
    const stranger = await signedIn();
    const wrong = await call('POST', '/api/teams/join', stranger.headers, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(COPY.teamInvitationForAnotherAddress);

    const joined = await call('POST', '/api/teams/join', person.headers, { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ ...team, role: 'member' });
    expect((await call('GET', '/api/teams/current', person.headers)).json()).toMatchObject({
      id: team.id,
      role: 'member',
    });

    // The link works once.
    const again = await call('POST', '/api/teams/join', person.headers, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(COPY.teamInvitationInvalid);
    expect((await call('GET', `/api/teams/invitations/${token}`, {})).statusCode).toBe(400);

    const members = await call('GET', `/api/teams/${team.id}/members`, owner.headers);
    expect(members.json()).toEqual([
      expect.objectContaining({ email: owner.email, role: 'owner', status: 'active' }),
      expect.objectContaining({
        email: person.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        title: 'Sales lead',
        role: 'member',
        status: 'active',
        joinedAt: expect.any(String),
        inviteExpiresAt: null,
      }),
    ]);
  });

  it('lets a new address create its account and join in one step, then sign in', async () => {
    const { owner, team } = await teamOf();
    const email = `new-hire-${Date.now()}@example.com`;
    await call('POST', `/api/teams/${team.id}/members`, owner.headers, { email, role: 'admin' });
    const token = await invitationToken(email);
    expect((await call('GET', `/api/teams/invitations/${token}`, {})).json()).toMatchObject({
      email,
      hasAccount: false,
    });

    const weak = await call(
      'POST',
      '/api/teams/join/new-account',
      {},
      {
        token,
        firstName: 'Alan',
        lastName: 'Turing',
        password: 'short',
      },
    );
    expect(weak.statusCode).toBe(400);

    const created = await call(
      'POST',
      '/api/teams/join/new-account',
      {},
      {
        token,
        firstName: 'Alan',
        lastName: 'Turing',
        password: 'a long enough password',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ ...team, role: 'admin', email });

    const pair = await t.login(email, 'a long enough password');
    const current = await call('GET', '/api/teams/current', bearer(pair.accessToken));
    expect(current.json()).toMatchObject({ id: team.id, role: 'admin' });

    // The link is spent; and an address with an account signs in instead.
    const reused = await call(
      'POST',
      '/api/teams/join/new-account',
      {},
      {
        token,
        firstName: 'Alan',
        lastName: 'Turing',
        password: 'a long enough password',
      },
    );
    expect(reused.statusCode).toBe(400);
    const existing = await signedIn();
    await call('POST', `/api/teams/${team.id}/members`, owner.headers, { email: existing.email });
    const refused = await call(
      'POST',
      '/api/teams/join/new-account',
      {},
      {
        token: await invitationToken(existing.email),
        firstName: 'Mallory',
        lastName: 'Takeover',
        password: 'another long password',
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COPY.teamInvitationHasAccount);
    // Nothing changed: the account's own password still signs in.
    await expect(t.login(existing.email, existing.password)).resolves.toBeTruthy();
  });

  it('refuses an expired, unknown or malformed link, and a join while active in another team', async () => {
    const { owner, team } = await teamOf();
    const person = await signedIn();
    await call('POST', `/api/teams/${team.id}/members`, owner.headers, { email: person.email });
    const token = await invitationToken(person.email);

    // Active in a team of their own meanwhile.
    const own = await call('POST', '/api/teams', person.headers, { name: 'Side project' });
    expect(own.statusCode).toBe(201);
    const busy = await call('POST', '/api/teams/join', person.headers, { token });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(COPY.activeInAnotherTeam);

    for (const bad of ['', 'x'.repeat(201), 'unknown-token']) {
      const response = await call('POST', '/api/teams/join', person.headers, { token: bad });
      expect(response.statusCode, bad).toBe(400);
    }

    t.clock.advance(7 * 86_400_000 + 1);
    try {
      const late = await call('GET', `/api/teams/invitations/${token}`, {});
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(COPY.teamInvitationInvalid);
    } finally {
      t.clock.advance(-(7 * 86_400_000 + 1));
    }
  });

  it('invitation errors: bad e-mail or role (400), the owner role (400), an address in the team (409)', async () => {
    const { owner, team } = await teamOf();
    const url = `/api/teams/${team.id}/members`;
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: 'a@example.com', role: 'owner' },
      { email: 'a@example.com', role: 'boss' },
      { email: 'a@example.com', firstName: 'A\r\nBcc: x@example.com' },
    ]) {
      const response = await call('POST', url, owner.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call('POST', url, owner.headers, { email: 'a@example.com', role: 'boss' })).json()
        .message,
    ).toContain(COPY.unknownTeamRole);
    const first = await call('POST', url, owner.headers, { email: 'twice@example.com' });
    expect(first.statusCode).toBe(201);
    const second = await call('POST', url, owner.headers, { email: 'TWICE@example.com' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(COPY.alreadyInThisTeam);
    const owners = await call('POST', url, owner.headers, { email: owner.email });
    expect(owners.statusCode).toBe(409);
  });

  it('resends (a new link; the old one stops working) and cancels an invitation; 409 once accepted', async () => {
    const { owner, team } = await teamOf();
    const person = await signedIn();
    const invited = await call('POST', `/api/teams/${team.id}/members`, owner.headers, {
      email: person.email,
    });
    const memberId = invited.json().id as string;
    const oldToken = await invitationToken(person.email);
    const resent = await call(
      'POST',
      `/api/teams/${team.id}/members/${memberId}/resend-invitation`,
      owner.headers,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const newToken = await invitationToken(person.email);
    expect(newToken).not.toBe(oldToken);
    expect((await call('GET', `/api/teams/invitations/${oldToken}`, {})).statusCode).toBe(400);

    const cancelled = await call(
      'DELETE',
      `/api/teams/${team.id}/members/${memberId}`,
      owner.headers,
    );
    expect(cancelled.statusCode).toBe(204);
    expect(
      (await call('POST', '/api/teams/join', person.headers, { token: newToken })).statusCode,
    ).toBe(400);
    const gone = await call('DELETE', `/api/teams/${team.id}/members/${memberId}`, owner.headers);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(COPY.teamMemberNotFound);

    const member = await memberOf(team.id, owner.headers, 'member');
    for (const path of ['', '/resend-invitation']) {
      const response = await call(
        path ? 'POST' : 'DELETE',
        `/api/teams/${team.id}/members/${member.memberId}${path}`,
        owner.headers,
      );
      expect(response.statusCode, path).toBe(409);
      expect(response.json().message).toBe(COPY.invitationNotPending);
    }
  });

  it('changes roles, deactivates and reactivates members; the owner is handed over, never changed', async () => {
    const { owner, team } = await teamOf();
    const admin = await memberOf(team.id, owner.headers, 'admin');
    const member = await memberOf(team.id, owner.headers, 'member');
    const ownerRow = (await call('GET', `/api/teams/${team.id}/members`, owner.headers))
      .json()
      .find((row: { role: string }) => row.role === 'owner');
    const base = `/api/teams/${team.id}/members`;

    const promoted = await call('PATCH', `${base}/${member.memberId}`, admin.headers, {
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'admin', status: 'active' });
    await call('PATCH', `${base}/${member.memberId}`, admin.headers, { role: 'member' });

    const demoteOwner = await call('PATCH', `${base}/${ownerRow.id}`, admin.headers, {
      role: 'member',
    });
    expect(demoteOwner.statusCode).toBe(409);
    expect(demoteOwner.json().message).toBe(COPY.ownerRoleIsHandedOver);
    const deactivateOwner = await call('POST', `${base}/${ownerRow.id}/deactivate`, admin.headers);
    expect(deactivateOwner.statusCode).toBe(409);
    expect(deactivateOwner.json().message).toBe(COPY.ownerCannotBeDeactivated);

    const deactivated = await call('POST', `${base}/${member.memberId}/deactivate`, admin.headers);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({
      status: 'deactivated',
      deactivatedAt: expect.any(String),
    });
    // Out of the team at once: it no longer exists for them.
    expect((await call('GET', '/api/teams/current', member.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/teams/${team.id}`, member.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `${base}/${member.memberId}/deactivate`, admin.headers)).statusCode,
    ).toBe(409);

    const back = await call('POST', `${base}/${member.memberId}/reactivate`, admin.headers);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active', deactivatedAt: null });
    expect((await call('GET', '/api/teams/current', member.headers)).statusCode).toBe(200);
    expect(
      (await call('POST', `${base}/${member.memberId}/reactivate`, admin.headers)).statusCode,
    ).toBe(409);

    // Deactivated, they may join another company; reactivation then answers 409.
    await call('POST', `${base}/${member.memberId}/deactivate`, admin.headers);
    expect(
      (await call('POST', '/api/teams', member.headers, { name: 'Next job' })).statusCode,
    ).toBe(201);
    const clash = await call('POST', `${base}/${member.memberId}/reactivate`, admin.headers);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(COPY.activeInAnotherTeam);

    // Unknown and malformed member ids, and a member of another team, are not found.
    const elsewhere = await teamOf('Elsewhere');
    const elsewhereMembers = await call(
      'GET',
      `/api/teams/${elsewhere.team.id}/members`,
      elsewhere.owner.headers,
    );
    for (const id of [
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
      elsewhereMembers.json()[0].id,
    ]) {
      const response = await call('PATCH', `${base}/${id}`, admin.headers, { role: 'admin' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(COPY.teamMemberNotFound);
    }
    expect(
      (await call('PATCH', `${base}/${admin.memberId}`, owner.headers, { role: 'owner' }))
        .statusCode,
    ).toBe(400);
  });

  it('tells a deactivated member which team removed them, and when; nobody else (docs/product.md#teams)', async () => {
    const { owner, team } = await teamOf('Removal Robotics');
    const member = await memberOf(team.id, owner.headers, 'member');
    const removal = (headers: Headers) => call('GET', '/api/teams/removal', headers);
    const base = `/api/teams/${team.id}/members/${member.memberId}`;

    // Active members, and an account never in a team, hear of no removal.
    for (const headers of [owner.headers, member.headers, (await signedIn()).headers]) {
      const answer = await removal(headers);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ removed: null });
    }

    const deactivated = await call('POST', `${base}/deactivate`, owner.headers);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const removed = await removal(member.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      removed: { teamName: 'Removal Robotics', at: deactivated.json().deactivatedAt },
    });
    // What an active member reads stays as it was: no team is current for them.
    expect((await call('GET', '/api/teams/current', member.headers)).statusCode).toBe(404);

    // Reactivated, they are in the team again; in a team of their own, they are too.
    await call('POST', `${base}/reactivate`, owner.headers);
    expect((await removal(member.headers)).json()).toEqual({ removed: null });
    await call('POST', `${base}/deactivate`, owner.headers);
    t.clock.advance(60_000);
    const own = await call('POST', '/api/teams', member.headers, { name: 'Their own' });
    expect(own.statusCode, own.body).toBe(201);
    expect((await removal(member.headers)).json()).toEqual({ removed: null });
    // Deleting that team is their own doing, not a removal to tell them of.
    const deleted = await call('DELETE', `/api/teams/${own.json().id}`, member.headers, {
      name: 'Their own',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await removal(member.headers)).json()).toEqual({ removed: null });

    // The owner of a deleted team was not removed either.
    const deletedTeam = await call('DELETE', `/api/teams/${team.id}`, owner.headers, {
      name: 'Removal Robotics',
    });
    expect(deletedTeam.statusCode, deletedTeam.body).toBe(200);
    expect((await removal(owner.headers)).json()).toEqual({ removed: null });

    // Signed out: 401.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/teams/removal' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hands the team to an active admin only; the former owner stays as an admin', async () => {
    const { owner, team } = await teamOf();
    const admin = await memberOf(team.id, owner.headers, 'admin');
    const member = await memberOf(team.id, owner.headers, 'member');
    const url = `/api/teams/${team.id}/transfer-ownership`;

    const toMember = await call('POST', url, owner.headers, { memberId: member.memberId });
    expect(toMember.statusCode).toBe(409);
    expect(toMember.json().message).toBe(COPY.ownershipGoesToAnAdmin);
    expect((await call('POST', url, admin.headers, { memberId: admin.memberId })).statusCode).toBe(
      403,
    );

    const handed = await call('POST', url, owner.headers, { memberId: admin.memberId });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({ email: admin.email, role: 'owner' });
    expect((await call('GET', '/api/teams/current', owner.headers)).json().role).toBe('admin');
    expect((await call('GET', '/api/teams/current', admin.headers)).json().role).toBe('owner');
    const owners = await t.deps.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id));
    expect(owners.filter((row) => row.role === 'owner')).toHaveLength(1);
  });

  it("refuses to delete a team owner's account while anyone else is in the team; a team of one goes with it", async () => {
    const { owner, team } = await teamOf();
    await call('POST', `/api/teams/${team.id}/members`, owner.headers, {
      email: 'waiting@example.com',
    });
    const refused = await call('POST', '/api/auth/delete-account', owner.headers, {
      password: owner.password,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COPY.teamOwnerCannotLeave);
    expect((await call('GET', '/api/teams/current', owner.headers)).statusCode).toBe(200);

    const solo = await teamOf('Solo Co');
    const deleted = await call('POST', '/api/auth/delete-account', solo.owner.headers, {
      password: solo.owner.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.deps.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, solo.team.id));
    expect(left).toEqual([]);
  });
});
