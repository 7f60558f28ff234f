import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, messages } from '#server/db/schema';
import { MESSAGES } from '#shared/messages';
import { orderFixture, SHOPIFY_TEST_SECRET, shopifyHeaders } from '#tests/support/shopify';
import { teamWithMember as teamWithCard } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('the team card pool on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHOPIFY_WEBHOOK_SECRET: SHOPIFY_TEST_SECRET });
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const teamWithMember = () => teamWithCard(t);

  const cardIdsOf = async (headers: Headers) =>
    ((await call('GET', '/api/cards', headers)).json() as Array<{ id: number }>).map((c) => c.id);

  it("puts the admin's own cards in the pool, keeping their ids, uuids and addresses", async () => {
    const { admin, teamId } = await teamWithMember();
    const [first, second, kept] = admin.cards;
    const pooled = await call('POST', `/api/teams/${teamId}/cards`, admin.headers, {
      cardIds: [first!.id, second!.id, first!.id],
    });
    expect(pooled.statusCode, pooled.body).toBe(200);
    expect(pooled.json()).toEqual([
      expect.objectContaining({
        id: first!.id,
        assignee: null,
        CardConfiguration: expect.objectContaining({ uuid: first!.uuid }),
      }),
      expect.objectContaining({ id: second!.id, assignee: null }),
    ]);
    expect(await cardIdsOf(admin.headers)).toEqual([kept!.id]);
    const [row] = await t.deps.database.db.select().from(cards).where(eq(cards.id, first!.id));
    expect(row).toMatchObject({
      uuid: first!.uuid,
      code: first!.code,
      ownerId: null,
      teamId,
      teamContributorId: admin.id,
    });
    expect((await call('GET', `/api/teams/${teamId}/cards`, admin.headers)).json()).toHaveLength(2);
  });

  it('moves all or none: a card of someone else, of a team already, or unknown is not found', async () => {
    const { admin, member, teamId } = await teamWithMember();
    const url = `/api/teams/${teamId}/cards`;
    await call('POST', url, admin.headers, { cardIds: [admin.cards[0]!.id] });
    for (const cardIds of [
      [admin.cards[1]!.id, member.cards[0]!.id],
      [admin.cards[1]!.id, admin.cards[0]!.id],
      [admin.cards[1]!.id, 2_000_000_000],
    ]) {
      const refused = await call('POST', url, admin.headers, { cardIds });
      expect(refused.statusCode, JSON.stringify(cardIds)).toBe(404);
      expect(refused.json().message).toBe(MESSAGES.cardNotFound);
    }
    for (const body of [{}, { cardIds: [] }, { cardIds: ['x'] }, { cardIds: Array(101).fill(1) }]) {
      expect((await call('POST', url, admin.headers, body)).statusCode).toBe(400);
    }
    expect(await cardIdsOf(admin.headers)).toEqual([admin.cards[1]!.id, admin.cards[2]!.id]);
    expect(await cardIdsOf(member.headers)).toEqual([member.cards[0]!.id]);
  });

  it('assigns a card to an active member, moves it between members, and takes it back', async () => {
    const { admin, member, teamId, memberId } = await teamWithMember();
    const cardId = admin.cards[0]!.id;
    await call('POST', `/api/teams/${teamId}/cards`, admin.headers, { cardIds: [cardId] });
    const assign = (id: string, as = admin.headers) =>
      call('POST', `/api/teams/${teamId}/cards/${cardId}/assign`, as, { memberId: id });

    const given = await assign(memberId);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      id: cardId,
      assignee: { memberId, email: member.email },
    });
    expect(await cardIdsOf(member.headers)).toEqual(
      [member.cards[0]!.id, cardId].sort((a, b) => a - b),
    );

    // To the admin themself (their own membership), then back to the pool.
    const adminMember = (await call('GET', `/api/teams/${teamId}/members`, admin.headers))
      .json()
      .find((row: { role: string }) => row.role === 'owner');
    expect((await assign(adminMember.id)).json().assignee.email).toBe(admin.email);
    expect(await cardIdsOf(member.headers)).toEqual([member.cards[0]!.id]);
    const back = await call('POST', `/api/teams/${teamId}/cards/${cardId}/unassign`, admin.headers);
    expect(back.statusCode).toBe(200);
    expect(back.json().assignee).toBeNull();
    expect(await cardIdsOf(admin.headers)).not.toContain(cardId);

    // A member cannot assign (403); nor can anyone give a card to an invitation or a stranger.
    expect((await assign(memberId, member.headers)).statusCode).toBe(403);
    const invited = await call('POST', `/api/teams/${teamId}/members`, admin.headers, {
      email: 'later@example.com',
    });
    const toInvitee = await assign(invited.json().id);
    expect(toInvitee.statusCode).toBe(409);
    expect(toInvitee.json().message).toBe(MESSAGES.memberNotActive);
    const unknown = await assign('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.teamMemberNotFound);
    // A personal card is not the team's.
    const personal = await call(
      'POST',
      `/api/teams/${teamId}/cards/${admin.cards[1]!.id}/assign`,
      admin.headers,
      { memberId },
    );
    expect(personal.statusCode).toBe(404);
    expect(personal.json().message).toBe(MESSAGES.cardNotFound);
  });

  it('deactivating a member returns their team cards to the pool; their own card and messages stay', async () => {
    const { admin, member, teamId, memberId } = await teamWithMember();
    const cardId = admin.cards[0]!.id;
    // A message the admin received on the card before it went into the pool stays theirs.
    await t.deps.database.db.insert(messages).values({
      cardId,
      ownerId: admin.id,
      name: 'Earlier visitor',
      email: 'earlier@example.com',
      phone: '',
      message: 'Met you last year',
    });
    await call('POST', `/api/teams/${teamId}/cards`, admin.headers, { cardIds: [cardId] });
    await call('POST', `/api/teams/${teamId}/cards/${cardId}/assign`, admin.headers, { memberId });
    // A lead to the team card while the member holds it.
    await t.deps.database.db.insert(messages).values({
      cardId,
      ownerId: member.id,
      teamId,
      name: 'Booth visitor',
      email: 'booth@example.com',
      phone: '',
      message: 'Call me',
    });
    const names = async (headers: Headers) =>
      ((await call('GET', '/api/messages', headers)).json() as Array<{ name: string }>).map(
        (m) => m.name,
      );
    expect(await names(admin.headers)).toEqual(['Earlier visitor']);
    expect(await names(member.headers)).toEqual(['Booth visitor']);

    const off = await call(
      'POST',
      `/api/teams/${teamId}/members/${memberId}/deactivate`,
      admin.headers,
    );
    expect(off.statusCode).toBe(200);
    expect(await cardIdsOf(member.headers)).toEqual([member.cards[0]!.id]);
    expect(await names(member.headers)).toEqual([]);
    const pool = (await call('GET', `/api/teams/${teamId}/cards`, admin.headers)).json();
    expect(pool).toEqual([expect.objectContaining({ id: cardId, assignee: null })]);
    expect(await names(admin.headers)).toEqual(['Earlier visitor']);
  });

  it("a member's account deletion returns their team cards to the pool with the team's leads", async () => {
    const { admin, member, teamId, memberId } = await teamWithMember();
    const cardId = admin.cards[0]!.id;
    await call('POST', `/api/teams/${teamId}/cards`, admin.headers, { cardIds: [cardId] });
    await call('POST', `/api/teams/${teamId}/cards/${cardId}/assign`, admin.headers, { memberId });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cards/${cardId}/configuration`,
      headers: member.headers,
      payload: { workTitle: 'Sales lead' },
    });
    const [lead] = await t.deps.database.db
      .insert(messages)
      .values({
        cardId,
        ownerId: member.id,
        teamId,
        name: 'Lead',
        email: 'lead@example.com',
        phone: '',
        message: 'Interested',
      })
      .returning();
    const deleted = await call('POST', '/api/auth/delete-account', member.headers, {
      password: member.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [card] = await t.deps.database.db.select().from(cards).where(eq(cards.id, cardId));
    expect(card).toMatchObject({ ownerId: null, teamId, workTitle: 'Sales lead' });
    const [kept] = await t.deps.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, lead!.id));
    expect(kept).toMatchObject({ teamId, ownerId: null, name: 'Lead' });
    // Their personal card was wiped and left for an admin, as before teams.
    const [own] = await t.deps.database.db
      .select()
      .from(cards)
      .where(eq(cards.id, member.cards[0]!.id));
    expect(own).toMatchObject({ ownerId: null, teamId: null, firstName: null });
  });

  it("a paid shop order of a team's owner or admin lands in the team's pool; a member's stays theirs", async () => {
    const { admin, member, teamId } = await teamWithMember();
    const order = async (email: string) => {
      const body = orderFixture();
      body.email = email;
      body.customer.email = email;
      const payload = JSON.stringify(body);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/shopify/webhooks/orders-paid',
        headers: shopifyHeaders(payload, randomUUID()),
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const before = await cardIdsOf(admin.headers);
    await order(admin.email);
    expect(await cardIdsOf(admin.headers)).toEqual(before);
    const pool = (await call('GET', `/api/teams/${teamId}/cards`, admin.headers)).json();
    expect(pool.length).toBeGreaterThan(0);
    expect(pool.every((card: { assignee: unknown }) => card.assignee === null)).toBe(true);
    const [row] = await t.deps.database.db.select().from(cards).where(eq(cards.id, pool[0].id));
    expect(row).toMatchObject({ ownerId: null, teamId, teamContributorId: admin.id });

    const memberBefore = (await cardIdsOf(member.headers)).length;
    await order(member.email);
    expect((await cardIdsOf(member.headers)).length).toBeGreaterThan(memberBefore);
    expect((await call('GET', `/api/teams/${teamId}/cards`, admin.headers)).json()).toHaveLength(
      pool.length,
    );
  });
});
