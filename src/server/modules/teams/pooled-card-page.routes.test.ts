import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProfiles, cards, teamMembers, users } from '#server/db/schema';
import { cardBeingHandedOverMessage, COPY } from '#shared/copy';
import { callAs, teamWithMember } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

describe.each(databaseKinds)("a pooled team card's public page on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  /**
   * A member holding a team card filled with their own details and a handle, then deactivated:
   * the card is back in the pool with those details still on it.
   */
  async function handedBack() {
    const team = await teamWithMember(t, 'Northwind');
    const card = team.admin.cards[0]!;
    await call('POST', `/api/teams/${team.teamId}/cards`, team.admin.headers, {
      cardIds: [card.id],
    });
    await call('PUT', `/api/teams/${team.teamId}/template`, team.admin.headers, {
      values: {
        workOrganization: 'Northwind Studio',
        websiteUrl: 'https://northwind.example',
        workPhone: '+1 415 555 0100',
        workAddressCity: 'Oakland',
        theme: 'light',
      },
      locked: ['workOrganization'],
    });
    await call('POST', `/api/teams/${team.teamId}/cards/${card.id}/assign`, team.admin.headers, {
      memberId: team.memberId,
    });
    await t.deps.database.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Lovelace', stripeSubscriptionStatus: 'active' })
      .where(eq(users.id, team.member.id));
    // The team knows her by that name too (what a card given to her carries).
    await t.deps.database.db
      .update(teamMembers)
      .set({ firstName: 'Ada', lastName: 'Lovelace' })
      .where(eq(teamMembers.id, team.memberId));
    const filled = await call('PUT', `/api/cards/${card.id}/configuration`, team.member.headers, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@private.example',
      cellPhone: '+1 415 555 0199',
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const handle = `ada-${Date.now().toString(36)}`;
    const profiled = await call('PUT', `/api/cards/${card.id}/profile`, team.member.headers, {
      aliasSlug: handle,
    });
    expect(profiled.statusCode, profiled.body).toBe(200);
    const [row] = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
    const held = await t.app.inject({ method: 'GET', url: `/u/${handle}` });
    expect(held.statusCode).toBe(200);
    expect(held.body).toContain('Ada Lovelace');

    const deactivated = await call(
      'POST',
      `/api/teams/${team.teamId}/members/${team.memberId}/deactivate`,
      team.admin.headers,
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    return { ...team, card: row!, handle };
  }

  it('shows the team instead of the person, by uuid, permanent address and handle alike', async () => {
    const { card, handle } = await handedBack();
    for (const url of [`/u/${card.uuid}`, `/c/${card.code}`, `/u/${handle}`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('Northwind');
      expect(page.body).toContain(cardBeingHandedOverMessage('Northwind').replace(/'/g, '&#x27;'));
      expect(page.body).toContain('https://northwind.example');
      expect(page.body).toContain('+1 415 555 0100');
      for (const personal of ['Ada', 'Lovelace', 'ada@private.example', '555 0199']) {
        expect(page.body, `${url} ${personal}`).not.toContain(personal);
      }
    }
    const json = await t.app.inject({ method: 'GET', url: `/api/card-profiles/public/${handle}` });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      active: false,
      name: 'Northwind',
      slogan: cardBeingHandedOverMessage('Northwind'),
      theme: 'light',
      contact: { phone: '+1 415 555 0100', mobile: null, email: null },
    });
  });

  it("gives the team's contact file and takes no messages", async () => {
    const { card, handle } = await handedBack();
    const vcard = await t.app.inject({ method: 'GET', url: `/api/vcard/${card.uuid}/download` });
    expect(vcard.statusCode).toBe(200);
    expect(vcard.body).toContain('ORG:Northwind Studio');
    expect(vcard.body).toContain('TEL;TYPE=WORK,VOICE:+1 415 555 0100');
    expect(vcard.body).not.toContain('Lovelace');
    expect(vcard.body).not.toContain('ada@private.example');

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${handle}/send-message`,
      payload: { name: 'Visitor', email: 'v@example.com', phone: '1', message: 'Hello' },
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().message).toBe(COPY.profileNotAcceptingMessages);
  });

  it("keeps the handle on the card: its former holder cannot take it elsewhere, and it answers the card's next holder", async () => {
    const { card, handle, member, admin, teamId, memberId } = await handedBack();
    const own = member.cards[0]!;
    const taken = await call('PUT', `/api/cards/${own.id}/profile`, member.headers, {
      aliasSlug: handle,
    });
    expect(taken.statusCode).toBe(409);
    await call('POST', `/api/teams/${teamId}/members/${memberId}/reactivate`, admin.headers);
    await call('POST', `/api/teams/${teamId}/cards/${card.id}/assign`, admin.headers, {
      memberId,
    });
    const [profile] = await t.deps.database.db
      .select()
      .from(cardProfiles)
      .where(eq(cardProfiles.cardId, card.id));
    expect(profile?.aliasSlug).toBe(handle);
    const page = await t.app.inject({ method: 'GET', url: `/u/${handle}` });
    expect(page.body).toContain('Ada Lovelace');
  });

  it('still answers 404 for a card no one holds outside a team, and for a pooled card taken down', async () => {
    const { card } = await handedBack();
    await t.deps.database.db
      .update(cards)
      .set({ takenDownAt: new Date(), takedownReason: 'abuse' })
      .where(eq(cards.id, card.id));
    expect((await t.app.inject({ method: 'GET', url: `/u/${card.uuid}` })).statusCode).toBe(404);
    const loose = await t.deps.database.db
      .insert(cards)
      .values({ ownerId: null, shopifyProductTitle: 'Metal', firstName: 'Nobody' })
      .returning();
    expect((await t.app.inject({ method: 'GET', url: `/u/${loose[0]!.uuid}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/vcard/${loose[0]!.uuid}/download` }))
        .statusCode,
    ).toBe(404);
  });
});
