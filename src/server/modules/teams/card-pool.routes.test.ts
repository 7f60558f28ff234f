import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProfiles, cards, mailQueue, leads, teamMembers, uploads } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { TeamCard } from '#shared/schemas/teams';
import { orderFixture, SHOPIFY_TEST_SECRET, shopifyHeaders } from '#tests/support/shopify';
import {
  invitationTokenFor,
  teamWithMember as teamWithCard,
  uploadLogo,
} from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)('the team card pool on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHOPIFY_WEBHOOK_SECRET: SHOPIFY_TEST_SECRET });
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const teamWithMember = () => teamWithCard(t);

  /** A visitor's lead to a team card, received by its holder. */
  const boothLead = (lead: { cardId: number; ownerId: string; teamId: string }) =>
    t.deps.database.db.insert(leads).values({
      ...lead,
      name: 'Booth visitor',
      email: 'booth@example.com',
      phone: '',
      message: 'Call me',
    });

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
      expect(refused.json().message).toBe(COPY.cardNotFound);
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
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/cards/${cardId}/assign` }))
        .statusCode,
    ).toBe(401);
    expect((await assign('not-a-uuid')).statusCode).toBe(400);
    // A deactivated member holds no card (docs/product.md#teams: the card pool).
    await call('POST', `/api/teams/${teamId}/members/${memberId}/deactivate`, admin.headers);
    const toDeactivated = await assign(memberId);
    expect(toDeactivated.statusCode).toBe(409);
    expect(toDeactivated.json().message).toBe(COPY.memberNotActive);
    const unknown = await assign('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COPY.teamMemberNotFound);
    // A personal card is not the team's.
    const personal = await call(
      'POST',
      `/api/teams/${teamId}/cards/${admin.cards[1]!.id}/assign`,
      admin.headers,
      { memberId },
    );
    expect(personal.statusCode).toBe(404);
    expect(personal.json().message).toBe(COPY.cardNotFound);
  });

  it("gives an assigned card the new holder's details under the template's, and mails them", async () => {
    const { admin, member, teamId, memberId } = await teamWithMember();
    const cardId = admin.cards[0]!.id;
    const db = t.deps.database.db;
    // The buyer's own details, on the card and its Connect profile.
    await db
      .update(cards)
      .set({
        firstName: 'Bea',
        lastName: 'Buyer',
        email: 'bea@buyer.example',
        cellPhone: '+1 555 0111',
        workPhone: '+1 555 0112',
        linkedInUrl: 'https://linkedin.example/bea',
        workOrganization: 'Bea Consulting',
        nickname: "Bea's booth card",
      })
      .where(eq(cards.id, cardId));
    await db
      .insert(cardProfiles)
      .values({ cardId, name: 'Bea Buyer', title: 'Founder', slogan: 'Bea builds' });
    // The names the team knows them by (typed in the invitation, else their account's at join).
    await db
      .update(teamMembers)
      .set({ firstName: 'Mia', lastName: 'Member' })
      .where(eq(teamMembers.id, memberId));
    await t.subscribe(member.id);
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, {
      values: { workOrganization: 'Pool Studio', websiteUrl: 'https://pool.example' },
      locked: ['workOrganization'],
    });
    await call('POST', `/api/teams/${teamId}/cards`, admin.headers, { cardIds: [cardId] });
    const assign = () =>
      call('POST', `/api/teams/${teamId}/cards/${cardId}/assign`, admin.headers, { memberId });
    const given = await assign();
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().CardConfiguration).toMatchObject({
      firstName: 'Mia',
      lastName: 'Member',
      workTitle: null,
      email: member.email,
      cellPhone: null,
      workPhone: null,
      linkedInUrl: null,
      workOrganization: 'Pool Studio',
      websiteUrl: 'https://pool.example',
    });
    expect(given.json()).toMatchObject({ nickname: null, assignee: { waiting: false } });
    const [profile] = await db.select().from(cardProfiles).where(eq(cardProfiles.cardId, cardId));
    expect(profile).toMatchObject({ name: 'Mia Member', title: '', slogan: '' });
    // Visitors see the holder; nothing of the buyer anywhere the card shows.
    const uuid = admin.cards[0]!.uuid;
    const page = await t.app.inject({ method: 'GET', url: `/u/${uuid}` });
    const vcard = await t.app.inject({ method: 'GET', url: `/api/vcard/${uuid}/download` });
    const list = await call('GET', `/api/teams/${teamId}/cards`, admin.headers);
    expect(page.body).toContain('Mia Member');
    expect(vcard.body).toContain(member.email);
    for (const shown of [page.body, vcard.body, list.body]) {
      for (const buyer of ['Bea', 'Buyer', 'bea@buyer.example', '555 0111', '555 0112']) {
        expect(shown).not.toContain(buyer);
      }
    }
    const mailed = () =>
      db
        .select()
        .from(mailQueue)
        .where(
          and(
            eq(mailQueue.toAddress, member.email),
            eq(mailQueue.subject, 'A card from Pool Co is yours'),
          ),
        );
    expect(await mailed()).toHaveLength(1);
    // Given again to the same member: nothing changes, no second mail.
    expect((await assign()).statusCode).toBe(200);
    expect(await mailed()).toHaveLength(1);
  });

  it('a card waits for an invitation, is theirs when they join, and is pooled once it ends', async () => {
    const { admin, teamId } = await teamWithMember();
    const ids = admin.cards.map((card) => card.id);
    await call('POST', `/api/teams/${teamId}/cards`, admin.headers, { cardIds: ids });
    const invite = async (email: string, names = {}) =>
      (
        await call('POST', `/api/teams/${teamId}/members`, admin.headers, { email, ...names })
      ).json().id as string;
    const assign = (cardId: number, memberId: string) =>
      call('POST', `/api/teams/${teamId}/cards/${cardId}/assign`, admin.headers, { memberId });
    const assignees = async () =>
      ((await call('GET', `/api/teams/${teamId}/cards`, admin.headers)).json() as TeamCard[]).map(
        (card) => card.assignee,
      );

    // Joins later: the names and title the admin typed win over the account's.
    const joiner = await t.createUser({ firstName: 'Other', lastName: 'Name' });
    const joinerId = await invite(joiner.email, {
      firstName: 'Nia',
      lastName: 'New',
      title: 'Designer',
    });
    const waiting = await assign(ids[0]!, joinerId);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().assignee).toMatchObject({ memberId: joinerId, waiting: true });
    // Until they join, visitors see the team (the pooled page), not the invitee nor the buyer.
    const pooledPage = await t.app.inject({ method: 'GET', url: `/u/${admin.cards[0]!.uuid}` });
    expect(pooledPage.body).toContain('Pool Co');
    for (const hidden of ['Nia', 'Card 0']) expect(pooledPage.body).not.toContain(hidden);

    // Cancelled: the card is back in the pool.
    const cancelled = await invite('gone@example.com');
    await assign(ids[1]!, cancelled);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}/members/${cancelled}`,
      headers: admin.headers,
    });
    // Expired: back in the pool too, refused for it, and a new link does not bring it back.
    const late = await invite('late@example.com');
    await assign(ids[2]!, late);
    await t.deps.database.db
      .update(teamMembers)
      .set({ inviteExpiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(teamMembers.id, late));
    expect((await assign(ids[2]!, late)).statusCode).toBe(409);
    const resent = await call(
      'POST',
      `/api/teams/${teamId}/members/${late}/resend-invitation`,
      admin.headers,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await assignees()).toEqual([expect.objectContaining({ waiting: true }), null, null]);

    const joinerHeaders = bearer((await t.login(joiner.email, joiner.password)).accessToken);
    const token = await invitationTokenFor(t, joiner.email);
    const joined = await call('POST', '/api/teams/join', joinerHeaders, { token });
    expect(joined.statusCode, joined.body).toBe(200);
    const theirs = (await call('GET', '/api/cards', joinerHeaders)).json();
    expect(theirs).toEqual([
      expect.objectContaining({
        id: ids[0],
        CardConfiguration: expect.objectContaining({
          firstName: 'Nia',
          lastName: 'New',
          workTitle: 'Designer',
          email: joiner.email,
        }),
      }),
    ]);
    expect(await assignees()).toEqual([
      expect.objectContaining({ memberId: joinerId, waiting: false }),
      null,
      null,
    ]);
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.toAddress, joiner.email),
          eq(mailQueue.subject, 'A card from Pool Co is yours'),
        ),
      );
    expect(mail?.textBody).toContain(`/cards/${ids[0]}/edit`);
  });

  it('deactivating a member returns their team cards to the pool; their own card and messages stay', async () => {
    const { admin, member, teamId, memberId } = await teamWithMember();
    const cardId = admin.cards[0]!.id;
    // A message the admin received on the card before it went into the pool stays theirs.
    await t.deps.database.db.insert(leads).values({
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
    await boothLead({ cardId, ownerId: member.id, teamId });
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

  it("a member's account deletion returns their team cards to the pool, blank, with the team's leads", async () => {
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
      .insert(leads)
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
    // Back in the pool with nothing of them on it.
    expect(card).toMatchObject({
      ownerId: null,
      teamId,
      workTitle: null,
      firstName: null,
      email: null,
      nickname: null,
    });
    const list = await call('GET', `/api/teams/${teamId}/cards`, admin.headers);
    for (const trace of ['Sales lead', member.email]) expect(list.body).not.toContain(trace);
    const [kept] = await t.deps.database.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(kept).toMatchObject({ teamId, ownerId: null, name: 'Lead' });
    // Their personal card was wiped and left for an admin, as before teams.
    const [own] = await t.deps.database.db
      .select()
      .from(cards)
      .where(eq(cards.id, member.cards[0]!.id));
    expect(own).toMatchObject({ ownerId: null, teamId: null, firstName: null });
  });

  describe('a card back in the pool keeps nothing of whoever held it', () => {
    /** What the holder made of the card: on it, its Connect profile and its photo. */
    const HOLDER = {
      firstName: 'Hal',
      lastName: 'Holder',
      workTitle: 'Closer',
      email: 'hal@holder.example',
      cellPhone: '+1 555 0199',
      workPhone: '+1 555 0198',
      linkedInUrl: 'https://linkedin.example/hal',
      nickname: "Hal's booth card",
    };
    const TRACES = [
      'Hal',
      'Holder',
      'Closer',
      'hal@holder.example',
      '555 0199',
      '555 0198',
      'linkedin.example/hal',
      'Hal sells',
    ];

    /**
     * A team with a template whose first pooled card the member holds and made theirs, with a lead
     * that came in through it.
     */
    async function heldCard() {
      const team = await teamWithMember();
      const { admin, member, teamId, memberId } = team;
      const card = admin.cards[0]!;
      const db = t.deps.database.db;
      await call('PUT', `/api/teams/${teamId}/template`, admin.headers, {
        values: { workOrganization: 'Pool Studio' },
        locked: ['workOrganization'],
      });
      await call('POST', `/api/teams/${teamId}/cards`, admin.headers, { cardIds: [card.id] });
      const given = await call(
        'POST',
        `/api/teams/${teamId}/cards/${card.id}/assign`,
        admin.headers,
        {
          memberId,
        },
      );
      expect(given.statusCode, given.body).toBe(200);
      const photo = await uploadLogo(t, member.headers);
      await db
        .update(cards)
        .set({ ...HOLDER, profileImageUrl: photo })
        .where(eq(cards.id, card.id));
      await db.delete(cardProfiles).where(eq(cardProfiles.cardId, card.id));
      await db.insert(cardProfiles).values({
        cardId: card.id,
        name: 'Hal Holder',
        title: 'Closer',
        slogan: 'Hal sells',
        imageUrl: photo,
        aliasSlug: `booth-${card.id}`,
      });
      await boothLead({ cardId: card.id, ownerId: member.id, teamId });
      return { ...team, card, photo };
    }

    /** The card, its pooled page, contact file, the admin's card list and leads: no one's. */
    async function expectPooledAndBlank(
      { admin, teamId, card, photo }: Awaited<ReturnType<typeof heldCard>>,
      extraTraces: string[] = [],
      /** An expired invitation it still names until a resend clears it. */
      invitedHolderId: string | null = null,
    ) {
      const db = t.deps.database.db;
      const [row] = await db.select().from(cards).where(eq(cards.id, card.id));
      expect(row).toMatchObject({
        uuid: card.uuid,
        code: card.code,
        teamId,
        ownerId: null,
        invitedHolderId,
        firstName: null,
        lastName: null,
        workTitle: null,
        email: null,
        cellPhone: null,
        workPhone: null,
        linkedInUrl: null,
        nickname: null,
        profileImageUrl: null,
        // The template, written on top.
        workOrganization: 'Pool Studio',
      });
      const [profile] = await db
        .select()
        .from(cardProfiles)
        .where(eq(cardProfiles.cardId, card.id));
      expect(profile).toMatchObject({
        name: '',
        title: '',
        slogan: '',
        imageUrl: null,
        aliasSlug: `booth-${card.id}`,
      });
      // The photo nothing shows any more is freed.
      expect(await db.select().from(uploads).where(eq(uploads.url, photo))).toEqual([]);
      const page = await t.app.inject({ method: 'GET', url: `/u/${card.uuid}` });
      const vcard = await t.app.inject({ method: 'GET', url: `/api/vcard/${card.uuid}/download` });
      const list = await call('GET', `/api/teams/${teamId}/cards`, admin.headers);
      const leads = await call('GET', `/api/teams/${teamId}/leads`, admin.headers);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Pool Co');
      expect(vcard.statusCode).toBe(200);
      expect(list.json()).toEqual([
        expect.objectContaining({ id: card.id, nickname: null, assignee: null }),
      ]);
      // Named as a never-assigned pooled card is: by its product.
      expect(JSON.stringify(leads.json())).toContain('"cardName":"Metal"');
      for (const shown of [page.body, vcard.body, list.body, leads.body]) {
        for (const trace of [...TRACES, ...extraTraces, photo]) {
          expect(shown).not.toContain(trace);
        }
      }
      // The lead stays the team's.
      expect(leads.body).toContain('Booth visitor');
    }

    it('when taken back; taking back a pooled or unknown card, or as a member, changes nothing', async () => {
      const held = await heldCard();
      const { admin, member, teamId, card } = held;
      const unassign = (id: number, headers = admin.headers) =>
        call('POST', `/api/teams/${teamId}/cards/${id}/unassign`, headers);
      expect((await unassign(card.id, member.headers)).statusCode).toBe(403);
      const [still] = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
      expect(still).toMatchObject({ ownerId: member.id, firstName: 'Hal' });
      const unknown = await unassign(2_000_000_000);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(COPY.cardNotFound);

      const back = await unassign(card.id);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({
        id: card.id,
        nickname: null,
        assignee: null,
        CardConfiguration: { firstName: null, lastName: null, email: null },
      });
      await expectPooledAndBlank(held);
      expect((await unassign(card.id)).statusCode).toBe(200);
      await expectPooledAndBlank(held);
    });

    it('when its holder is deactivated; deactivating again is refused', async () => {
      const held = await heldCard();
      const { admin, member, teamId, memberId } = held;
      const deactivate = () =>
        call('POST', `/api/teams/${teamId}/members/${memberId}/deactivate`, admin.headers);
      const off = await deactivate();
      expect(off.statusCode, off.body).toBe(200);
      await expectPooledAndBlank(held);
      const again = await deactivate();
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(COPY.memberAlreadyDeactivated);
      // Their personal card is theirs, untouched.
      const [own] = await t.deps.database.db
        .select()
        .from(cards)
        .where(eq(cards.id, member.cards[0]!.id));
      expect(own).toMatchObject({ ownerId: member.id, firstName: 'Card 0' });
    });

    it('when the invitation it waited for is cancelled or expires; an ended one is refused', async () => {
      const held = await heldCard();
      const { admin, teamId, memberId, card } = held;
      const invite = async (email: string) =>
        (
          await call('POST', `/api/teams/${teamId}/members`, admin.headers, {
            email,
            firstName: 'Ivy',
            lastName: 'Invitee',
            title: 'Scout',
          })
        ).json().id as string;
      const assign = (id: string) =>
        call('POST', `/api/teams/${teamId}/cards/${card.id}/assign`, admin.headers, {
          memberId: id,
        });
      const cancel = (id: string) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/teams/${teamId}/members/${id}`,
          headers: admin.headers,
        });
      const invitee = ['Ivy', 'Invitee', 'Scout', 'ivy@example.com', 'late@example.com'];

      // Handed from the member to an invitation: it waits with nothing of either on it.
      const ivy = await invite('ivy@example.com');
      expect((await assign(ivy)).json().assignee).toMatchObject({ memberId: ivy, waiting: true });
      const [waiting] = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
      expect(waiting).toMatchObject({ invitedHolderId: ivy, firstName: null, email: null });
      const cancelled = await cancel(ivy);
      expect(cancelled.statusCode, cancelled.body).toBe(204);
      await expectPooledAndBlank(held, invitee);
      expect((await cancel(ivy)).statusCode).toBe(404);
      const notInvited = await cancel(memberId);
      expect(notInvited.statusCode).toBe(409);
      expect(notInvited.json().message).toBe(COPY.invitationNotPending);

      // Expired: pooled and blank, refused for it, and a new link does not bring it back.
      const late = await invite('late@example.com');
      await assign(late);
      await t.deps.database.db
        .update(teamMembers)
        .set({ inviteExpiresAt: new Date(t.clock.now().getTime() - 1) })
        .where(eq(teamMembers.id, late));
      await expectPooledAndBlank(held, invitee, late);
      const refused = await assign(late);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(COPY.memberNotActive);
      const resent = await call(
        'POST',
        `/api/teams/${teamId}/members/${late}/resend-invitation`,
        admin.headers,
      );
      expect(resent.statusCode, resent.body).toBe(200);
      await expectPooledAndBlank(held, invitee);
    });
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
