import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardProfiles, cards, uploads } from '#server/db/schema';
import { lockedByTeamMessage, COPY } from '#shared/copy';
import { callAs, teamWithAssignedCard, uploadLogo } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { sweepOrphanUploads } from '../uploads/public';

describe.each(databaseKinds)("the team's template on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  /** A team whose admin pooled two cards, one of them assigned to the member. */
  const teamWithCards = () => teamWithAssignedCard(t);

  const TEMPLATE = {
    values: {
      workOrganization: 'Northwind Studio',
      workUrl: 'https://northwind.example',
      workAddressCity: 'Oakland',
      company: 'Northwind Studio',
      theme: 'light',
    },
    locked: ['workOrganization', 'company'],
  };

  const cardRow = async (id: number) =>
    (await t.deps.database.db.select().from(cards).where(eq(cards.id, id)))[0]!;

  it('starts empty, previews the cards a save changes, and writes the template to every team card', async () => {
    const { admin, member, teamId, heldId, pooledId } = await teamWithCards();
    const url = `/api/teams/${teamId}/template`;
    const empty = await call('GET', url, admin.headers);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ values: {}, locked: [], updatedAt: null, cards: 2 });

    // The member's card already has a profile; the pooled one gets its own later.
    expect((await call('GET', `/api/cards/${heldId}/profile`, member.headers)).statusCode).toBe(
      200,
    );

    const preview = await call('POST', `${url}/preview`, admin.headers, TEMPLATE);
    expect(preview.json()).toEqual({ changingCards: 2 });
    expect((await cardRow(heldId)).workOrganization).toBeNull();

    const saved = await call('PUT', url, admin.headers, TEMPLATE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      values: TEMPLATE.values,
      locked: TEMPLATE.locked,
      cards: 2,
      changedCards: 2,
      updatedAt: expect.any(String),
    });
    for (const id of [heldId, pooledId]) {
      expect(await cardRow(id)).toMatchObject({
        workOrganization: 'Northwind Studio',
        workUrl: 'https://northwind.example',
        workAddressCity: 'Oakland',
      });
    }
    const [profile] = await t.deps.database.db
      .select()
      .from(cardProfiles)
      .where(eq(cardProfiles.cardId, heldId));
    expect(profile).toMatchObject({ company: 'Northwind Studio', theme: 'light' });
    expect((await call('GET', url, admin.headers)).json()).toMatchObject(TEMPLATE);

    // Saved again unchanged: nothing to write.
    expect((await call('POST', `${url}/preview`, admin.headers, TEMPLATE)).json()).toEqual({
      changingCards: 0,
    });
    expect((await call('PUT', url, admin.headers, TEMPLATE)).json().changedCards).toBe(0);

    // The member's card says who runs it and what is locked.
    const listed = (await call('GET', '/api/cards', member.headers)).json() as Array<{
      id: number;
      team: unknown;
    }>;
    expect(listed.find((card) => card.id === heldId)?.team).toEqual({
      name: 'Northwind',
      locked: ['workOrganization', 'company'],
    });
    expect(listed.find((card) => card.id !== heldId)?.team).toBeNull();
    const one = await call('GET', `/api/cards/${heldId}`, member.headers);
    expect(one.json().team).toEqual({ name: 'Northwind', locked: TEMPLATE.locked });
  });

  it('refuses an edit of a locked field with 403, and lets the unlocked ones through', async () => {
    const { admin, member, teamId, heldId } = await teamWithCards();
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, TEMPLATE);
    const edit = (body: object) =>
      call('PUT', `/api/cards/${heldId}/configuration`, member.headers, body);

    const refused = await edit({ workOrganization: 'My own company', workTitle: 'Sales' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(lockedByTeamMessage('Northwind', ['Organization']));
    expect(await cardRow(heldId)).toMatchObject({
      workOrganization: 'Northwind Studio',
      workTitle: null,
    });
    // The value it has passes (a form saved as it was), and unlocked fields are the member's.
    const allowed = await edit({
      workOrganization: 'Northwind Studio',
      workAddressCity: 'Berkeley',
      workTitle: 'Sales',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await cardRow(heldId)).toMatchObject({
      workAddressCity: 'Berkeley',
      workTitle: 'Sales',
    });

    // The profile's locked company too; its unlocked theme is the member's.
    const profile = (body: object) =>
      call('PUT', `/api/cards/${heldId}/profile`, member.headers, body);
    await t.subscribe(member.id);
    const lockedCompany = await profile({ company: 'Elsewhere', title: 'Sales' });
    expect(lockedCompany.statusCode).toBe(403);
    expect(lockedCompany.json().message).toBe(
      lockedByTeamMessage('Northwind', ['Profile company']),
    );
    const theme = await profile({ company: 'Northwind Studio', theme: 'dark' });
    expect(theme.statusCode, theme.body).toBe(200);
    expect(theme.json()).toMatchObject({ company: 'Northwind Studio', theme: 'dark' });

    // Unlocking a field in the template hands it back; a changed value is written again.
    const next = {
      values: { ...TEMPLATE.values, workAddressCity: 'San Francisco' },
      locked: ['company'],
    };
    expect(
      (await call('POST', `/api/teams/${teamId}/template/preview`, admin.headers, next)).json(),
    ).toEqual({ changingCards: 2 });
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, next);
    expect((await cardRow(heldId)).workAddressCity).toBe('San Francisco');
    expect((await edit({ workOrganization: 'Northwind West' })).statusCode).toBe(200);
    // A later save that leaves the company alone leaves the member's wording alone.
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, {
      ...next,
      values: { ...next.values, workUrl: 'https://northwind.example/team' },
    });
    expect(await cardRow(heldId)).toMatchObject({
      workOrganization: 'Northwind West',
      workUrl: 'https://northwind.example/team',
    });
  });

  it('gives cards entering the team the template: pooled cards and a copy onto a team card', async () => {
    const { admin, member, teamId, heldId } = await teamWithCards();
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, TEMPLATE);
    const third = admin.cards[2]!;
    await call('POST', `/api/teams/${teamId}/cards`, admin.headers, { cardIds: [third.id] });
    expect((await cardRow(third.id)).workOrganization).toBe('Northwind Studio');

    // 'Copy details from...' onto the team card keeps what the template locks.
    const own = member.cards[0]!;
    await t.deps.database.db
      .update(cards)
      .set({ workOrganization: 'Side Gig LLC', workTitle: 'Owner' })
      .where(eq(cards.id, own.id));
    const copied = await call('POST', `/api/cards/${heldId}/copy-from`, member.headers, {
      sourceCardId: own.id,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().team).toEqual({ name: 'Northwind', locked: TEMPLATE.locked });
    expect(await cardRow(heldId)).toMatchObject({
      workOrganization: 'Northwind Studio',
      workTitle: 'Owner',
    });
  });

  it("makes the template's logo the team's upload, usable on every team card", async () => {
    const { admin, member, teamId, heldId } = await teamWithCards();
    const logo = await uploadLogo(t, admin.headers);

    // Someone else's upload, or a URL from elsewhere, is refused.
    const foreign = await call('PUT', `/api/teams/${teamId}/template`, admin.headers, {
      values: { companyImageUrl: 'https://tracker.example/pixel.png' },
      locked: [],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(COPY.imagesMustBeUploaded);

    const saved = await call('PUT', `/api/teams/${teamId}/template`, admin.headers, {
      values: { companyImageUrl: logo },
      locked: ['companyImageUrl'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.deps.database.db.select().from(uploads).where(eq(uploads.url, logo));
    expect(row).toMatchObject({ teamId, ownerId: null });
    expect((await cardRow(heldId)).companyImageUrl).toBe(logo);

    // Locked on the team card; on the member's own card it is not theirs to show.
    const onTeamCard = await call('PUT', `/api/cards/${heldId}/configuration`, member.headers, {
      companyImageUrl: null,
    });
    expect(onTeamCard.statusCode).toBe(403);
    const onOwnCard = await call(
      'PUT',
      `/api/cards/${member.cards[0]!.id}/configuration`,
      member.headers,
      { companyImageUrl: logo },
    );
    expect(onOwnCard.statusCode).toBe(400);
    expect(onOwnCard.json().message).toBe(COPY.imageNotYours);
    // Unlocked, a member who cleared it may put the team's logo back.
    await call('PUT', `/api/teams/${teamId}/template`, admin.headers, {
      values: { companyImageUrl: logo },
      locked: [],
    });
    await t.deps.database.db
      .update(cards)
      .set({ companyImageUrl: null })
      .where(eq(cards.id, heldId));
    const back = await call('PUT', `/api/cards/${heldId}/configuration`, member.headers, {
      companyImageUrl: logo,
    });
    expect(back.statusCode, back.body).toBe(200);
    // The orphan sweep leaves the template's logo, which no card needs to show.
    await t.deps.database.db
      .update(cards)
      .set({ companyImageUrl: null })
      .where(eq(cards.teamId, teamId));
    t.clock.advance(48 * 3_600_000);
    try {
      await sweepOrphanUploads(t.deps);
    } finally {
      t.clock.advance(-48 * 3_600_000);
    }
    const [kept] = await t.deps.database.db.select().from(uploads).where(eq(uploads.url, logo));
    expect(kept?.teamId).toBe(teamId);
  });

  it('refuses a bad template with 400 and leaves the stored one as it was', async () => {
    const { admin, teamId } = await teamWithCards();
    const url = `/api/teams/${teamId}/template`;
    await call('PUT', url, admin.headers, TEMPLATE);
    for (const body of [
      {},
      { values: {}, locked: ['nickname'] },
      { values: { workUrl: 'javascript:alert(1)' }, locked: [] },
      { values: { theme: 'neon' }, locked: [] },
      { values: { firstName: 'Everyone' }, locked: [] },
      { values: { workOrganization: 'A\nB' }, locked: [] },
      { values: {}, locked: ['workOrganization'] },
    ]) {
      const refused = await call('PUT', url, admin.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    const lockedEmpty = await call('PUT', url, admin.headers, {
      values: {},
      locked: ['workOrganization'],
    });
    expect(lockedEmpty.json().message).toBe(COPY.lockedFieldWithoutValue);
    expect((await call('GET', url, admin.headers)).json()).toMatchObject(TEMPLATE);
  });

  it("takes the websites as the card editor does, and refuses what it refuses with the editor's message", async () => {
    const { admin, teamId } = await teamWithCards();
    const url = `/api/teams/${teamId}/template`;
    const saved = await call('PUT', url, admin.headers, {
      values: { workUrl: 'northwind.example/work', websiteUrl: ' www.northwind.example ' },
      locked: ['workUrl'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', url, admin.headers)).json().values).toMatchObject({
      workUrl: 'https://northwind.example/work',
      websiteUrl: 'https://www.northwind.example',
    });
    for (const workUrl of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox',
      'north wind',
    ]) {
      const refused = await call('PUT', url, admin.headers, { values: { workUrl }, locked: [] });
      expect(refused.statusCode, workUrl).toBe(400);
      expect(refused.json().errors).toEqual([
        { path: 'values.workUrl', message: COPY.fullUrlRequired },
      ]);
    }
  });
});
