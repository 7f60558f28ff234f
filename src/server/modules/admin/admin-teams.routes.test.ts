import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { signedInAdmin } from '#tests/support/console-fixtures';
import { callAs, teamWithMember } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('the console reads a team on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('shows its members by role, its cards with their holders, and its seats', async () => {
    const call = callAs(t);
    const { admin: teamOwner, member, teamId } = await teamWithMember(t, 'Console Co');
    const pooled = await call('POST', `/api/teams/${teamId}/cards`, teamOwner.headers, {
      cardIds: teamOwner.cards.map((card) => card.id),
    });
    expect(pooled.statusCode, pooled.body).toBe(200);
    const memberRow = (await call('GET', `/api/teams/${teamId}/members`, teamOwner.headers))
      .json()
      .find((row: { email: string }) => row.email === member.email);
    await call(
      'POST',
      `/api/teams/${teamId}/cards/${teamOwner.cards[0]!.id}/assign`,
      teamOwner.headers,
      { memberId: memberRow.id },
    );

    const operator = await signedInAdmin(t);
    const response = await call('GET', `/api/admin/teams/${teamId}`, operator.headers);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.team).toMatchObject({ id: teamId, name: 'Console Co', deletedAt: null });
    expect(detail.members.map((row: { role: string; email: string }) => row.role)).toEqual([
      'owner',
      'member',
    ]);
    expect(detail.members[1]).toMatchObject({ email: member.email, status: 'active' });
    expect(detail.cards).toHaveLength(3);
    expect(detail.cards[0].holder).toMatchObject({ userId: member.id });
    expect(detail.cards[1].holder).toBeNull();
    expect(detail.subscription).toBeNull();
    expect(detail.billableSeats).toBe(2);
  });

  it("answers 404 'Team not found' for an unknown or malformed id", async () => {
    const operator = await signedInAdmin(t);
    const call = callAs(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'acme']) {
      const response = await call('GET', `/api/admin/teams/${id}`, operator.headers);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(COPY.teamNotFound);
    }
  });
});
