import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, teamMembers } from '#server/db/schema';
import {
  INVITATION_MAILS_PER_ADDRESS_PER_DAY,
  NEW_ACCOUNT_INVITATION_MAILS_PER_DAY,
} from '#shared/constants';
import { COPY } from '#shared/copy';
import { freshIp } from '#tests/security/helpers';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { invitationLimiters } from './invitations';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('invitation mail budgets on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function account() {
    const owner = await t.createUser();
    return { headers: bearer((await t.login(owner.email, owner.password)).accessToken) };
  }

  async function createTeam(headers: Record<string, string>, name: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers,
      payload: { name },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }

  const csv = (prefix: string, rows: number) =>
    ['email', ...Array.from({ length: rows }, (_, i) => `${prefix}${i}@example.com`)].join('\n');

  const upload = (
    teamId: string,
    headers: Record<string, string>,
    file: string,
    remoteAddress = freshIp(),
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/members/import`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: file,
      remoteAddress,
    });

  const invite = (teamId: string, headers: Record<string, string>, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/members`,
      headers,
      payload: { email },
      remoteAddress: freshIp(),
    });

  it('a deleted and re-created team keeps the account’s count', async () => {
    const { headers } = await account();
    const first = await createTeam(headers, 'First Co');
    const sent = await upload(first, headers, csv('first', 40));
    expect(sent.json()).toEqual({ invited: 40, errors: [] });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${first}`,
      headers,
      payload: { name: 'First Co' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const second = await createTeam(headers, 'Second Co');
    const refused = await upload(second, headers, csv('second', 20));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COPY.tooManyInvitationsFromNewAccount);
    expect(refused.headers['retry-after']).toBeDefined();
    const rows = await t.deps.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, second));
    expect(rows).toHaveLength(1);
  });

  it('parallel invitations cannot exceed a new account’s allowance', async () => {
    const { headers } = await account();
    const teamId = await createTeam(headers, 'Rush Co');
    const answers = await Promise.all(
      Array.from({ length: NEW_ACCOUNT_INVITATION_MAILS_PER_DAY + 10 }, (_, i) =>
        invite(teamId, headers, `rush${i}@example.com`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(NEW_ACCOUNT_INVITATION_MAILS_PER_DAY);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
  });

  it('a new account gets the smaller allowance, a day-old one the full one', async () => {
    const young = await account();
    const youngTeam = await createTeam(young.headers, 'Young Co');
    const refused = await upload(
      youngTeam,
      young.headers,
      csv('young', NEW_ACCOUNT_INVITATION_MAILS_PER_DAY + 1),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COPY.tooManyInvitationsFromNewAccount);

    // The account is created now; the clock moves past its first day before it signs in.
    const olderUser = await t.createUser({ createdAt: t.clock.now() });
    t.clock.advance(DAY_MS + 1);
    const older = {
      headers: bearer((await t.login(olderUser.email, olderUser.password)).accessToken),
    };
    const olderTeam = await createTeam(older.headers, 'Older Co');
    const sent = await upload(
      olderTeam,
      older.headers,
      csv('older', NEW_ACCOUNT_INVITATION_MAILS_PER_DAY + 1),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().invited).toBe(NEW_ACCOUNT_INVITATION_MAILS_PER_DAY + 1);
  });

  it('counts per client address across accounts', async () => {
    const address = freshIp();
    const limiter = invitationLimiters(t.deps).address;
    // Another account from the same network has used the address's whole day.
    for (let i = 0; i < INVITATION_MAILS_PER_ADDRESS_PER_DAY; i++) await limiter.take(address);
    const { headers } = await account();
    const teamId = await createTeam(headers, 'Shared Office Co');
    const refused = await upload(teamId, headers, csv('office', 1), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(COPY.tooManyInvitationsFromAddress);
    expect((await upload(teamId, headers, csv('office', 1))).statusCode).toBe(200);
  });

  it('the invitation mail’s subject never names the team', async () => {
    const { headers } = await account();
    const name = 'Your account is locked, verify at evil.example';
    const teamId = await createTeam(headers, name);
    expect((await invite(teamId, headers, 'reader@example.com')).statusCode).toBe(201);
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, 'reader@example.com'));
    expect(mail?.subject).toBe("You're invited to join a team on Catalyst Connect");
    expect(mail?.subject).not.toContain('evil');
    expect(mail?.textBody).toContain(name);
  });
});
