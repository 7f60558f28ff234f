import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, leads, teamMembers, teams, uploads } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { TEAM_LEADS_KEPT_DAYS } from '#shared/schemas/teams';
import { freshIp } from '#tests/security/helpers';
import {
  callAs,
  invitationTokenFor,
  personWithCards,
  teamWithMember,
  uploadLogo,
} from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { runRetention } from '../retention/retention-job';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('deleting a team on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  const deleteAccount = (person: { headers: Record<string, string>; password: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: person.headers,
      payload: { password: person.password },
      remoteAddress: freshIp(),
    });

  const remove = (teamId: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${teamId}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  /**
   * The owner pools two of their cards and gives one to the member; the member pools their own
   * card too (as an admin could); a visitor writes to the held card; the template has a logo.
   */
  async function runningTeam(name: string) {
    const team = await teamWithMember(t, name);
    const { admin: owner, member, teamId, memberId } = team;
    await call('PATCH', `/api/teams/${teamId}/members/${memberId}`, owner.headers, {
      role: 'admin',
    });
    const [held, pooled] = owner.cards;
    const memberCard = member.cards[0]!;
    await call('POST', `/api/teams/${teamId}/cards`, owner.headers, {
      cardIds: [held!.id, pooled!.id],
    });
    await call('POST', `/api/teams/${teamId}/cards`, member.headers, { cardIds: [memberCard.id] });
    await call('POST', `/api/teams/${teamId}/cards/${held!.id}/assign`, owner.headers, {
      memberId,
    });
    await t.subscribe(member.id);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${held!.uuid}/send-message`,
      remoteAddress: freshIp(),
      payload: { name: 'Vera', email: 'vera@visitor.example', phone: '555', message: 'Call me' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const logoUrl = await uploadLogo(t, owner.headers);
    const saved = await call('PUT', `/api/teams/${teamId}/template`, owner.headers, {
      values: { workOrganization: name, companyImageUrl: logoUrl },
      locked: ['workOrganization'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...team, held: held!, pooled: pooled!, memberCard, logoUrl };
  }

  it('only the owner deletes, with the name typed again; others get 403, outsiders 404', async () => {
    const { admin: owner, member, teamId } = await runningTeam('Guarded Co');
    const outsider = await personWithCards(t);
    expect((await remove(teamId, {}, { name: 'Guarded Co' })).statusCode).toBe(401);
    const byOutsider = await remove(teamId, outsider.headers, { name: 'Guarded Co' });
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json().message).toBe(COPY.teamNotFound);
    const byAdmin = await remove(teamId, member.headers, { name: 'Guarded Co' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(COPY.teamOwnerOnly);
    for (const payload of [undefined, {}, { name: 'Guarded' }, { name: 'guarded co' }]) {
      const refused = await remove(teamId, owner.headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const wrongName = await remove(teamId, owner.headers, { name: 'Other Co' });
    expect(wrongName.json().message).toBe(COPY.typeTeamNameToDelete);
    // Nothing changed.
    expect((await call('GET', '/api/teams/current', member.headers)).statusCode).toBe(200);
    const [row] = await t.deps.database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(row!.deletedAt).toBeNull();
  });

  it('gives every card back to whoever put it in, ends all access, and keeps the leads 30 days for the owner', async () => {
    const team = await runningTeam('Sunset Co');
    const { admin: owner, member, teamId, held, pooled, memberCard } = team;
    const deleted = await remove(teamId, owner.headers, { name: ' Sunset Co ' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const deletedAt = t.clock.now();
    expect(deleted.json()).toEqual({
      id: teamId,
      name: 'Sunset Co',
      slug: 'sunset-co',
      deletedAt: deletedAt.toISOString(),
      leadsAvailableUntil: new Date(
        deletedAt.getTime() + TEAM_LEADS_KEPT_DAYS * DAY_MS,
      ).toISOString(),
    });

    // The cards: the owner's two (one was held by the member) and the member's own.
    const ownerCards = await call('GET', '/api/cards', owner.headers);
    expect(ownerCards.json().map((card: { id: number }) => card.id)).toEqual(
      expect.arrayContaining([held.id, pooled.id]),
    );
    const memberCards = await call('GET', '/api/cards', member.headers);
    expect(memberCards.json().map((card: { id: number }) => card.id)).toEqual([memberCard.id]);
    const rows = await t.deps.database.db
      .select()
      .from(cards)
      .where(inArray(cards.id, [held.id, pooled.id, memberCard.id]));
    for (const row of rows) {
      expect(row.teamId).toBeNull();
      expect(row.teamContributorId).toBeNull();
      // The template's text stays; the team's logo goes with the team.
      expect(row.workOrganization).toBe('Sunset Co');
      expect(row.companyImageUrl).toBeNull();
    }
    // No one is locked out of a field any more.
    const edited = await call('PUT', `/api/cards/${memberCard.id}/configuration`, member.headers, {
      workOrganization: 'My own company',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The logo's row and file are gone.
    expect(
      await t.deps.database.db.select().from(uploads).where(eq(uploads.url, team.logoUrl)),
    ).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(team.logoUrl).pathname })).statusCode,
    ).toBe(404);

    // Everyone's access ends; the team answers 404 to all, its owner included.
    for (const headers of [owner.headers, member.headers]) {
      expect((await call('GET', '/api/teams/current', headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/teams/${teamId}`, headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/teams/${teamId}/members`, headers)).statusCode).toBe(404);
    }
    const statuses = await t.deps.database.db
      .select({ status: teamMembers.status })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    expect(statuses.map((row) => row.status)).toEqual(['deactivated', 'deactivated']);

    // The leads: the owner alone exports them, for 30 days.
    const listed = await call('GET', '/api/teams/deleted', owner.headers);
    expect(listed.json()).toEqual([deleted.json()]);
    expect((await call('GET', '/api/teams/deleted', member.headers)).json()).toEqual([]);
    const csv = await call('GET', `/api/teams/${teamId}/leads.csv`, owner.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('vera@visitor.example');
    const teamLeads = await call('GET', `/api/teams/${teamId}/leads`, owner.headers);
    expect(teamLeads.json().leads).toHaveLength(1);
    expect((await call('GET', `/api/teams/${teamId}/leads.csv`, member.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/teams/${teamId}/insights`, owner.headers)).statusCode).toBe(
      404,
    );
    // Deleting twice: the team is gone for its owner too.
    expect((await remove(teamId, owner.headers, { name: 'Sunset Co' })).statusCode).toBe(404);

    // The owner may start a new team at once, under the same name.
    const again = await call('POST', '/api/teams', owner.headers, { name: 'Sunset Co' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().slug).not.toBe('sunset-co');

    // After 30 days the team goes, and its leads with it.
    t.clock.advance(TEAM_LEADS_KEPT_DAYS * DAY_MS - 60_000);
    // A month on, a new sign-in.
    const later = bearer((await t.login(owner.email, owner.password)).accessToken);
    Object.assign(owner.headers, later);
    Object.assign(
      member.headers,
      bearer((await t.login(member.email, member.password)).accessToken),
    );
    expect((await call('GET', `/api/teams/${teamId}/leads.csv`, owner.headers)).statusCode).toBe(
      200,
    );
    expect((await runRetention(t.deps)).deletedTeams).toBe(0);
    t.clock.advance(120_000);
    expect((await call('GET', `/api/teams/${teamId}/leads.csv`, owner.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/teams/deleted', owner.headers)).json()).toEqual([]);
    expect((await runRetention(t.deps)).deletedTeams).toBe(1);
    expect(await t.deps.database.db.select().from(teams).where(eq(teams.id, teamId))).toEqual([]);
    expect(await t.deps.database.db.select().from(leads).where(eq(leads.teamId, teamId))).toEqual(
      [],
    );
    // The cards stay with their holders.
    expect((await call('GET', '/api/cards', member.headers)).json()).toHaveLength(1);
  });

  it("a card whose contributor deleted their account waits for a new owner; the owner's account can go with a deleted team", async () => {
    const team = await runningTeam('Orphan Co');
    const { admin: owner, member, teamId, memberCard } = team;
    // The member hands their admin role back and deletes their account; their pooled card stays.
    await call('PATCH', `/api/teams/${teamId}/members/${team.memberId}`, owner.headers, {
      role: 'member',
    });
    const gone = await deleteAccount(member);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await remove(teamId, owner.headers, { name: 'Orphan Co' })).statusCode).toBe(200);
    const [orphan] = await t.deps.database.db
      .select()
      .from(cards)
      .where(eq(cards.id, memberCard.id));
    expect(orphan).toMatchObject({ ownerId: null, teamId: null });
    // A deleted team has no one else in it: its owner may delete their account.
    const ownerGone = await deleteAccount(owner);
    expect(ownerGone.statusCode, ownerGone.body).toBe(200);
    expect(await t.deps.database.db.select().from(teams).where(eq(teams.id, teamId))).toEqual([]);
  });
  it('an invitation accepted while its team is deleted leaves no one and no card in it', async () => {
    // Each round races the owner's deletion against the invited person's join of a card
    // waiting for them; whichever commits first, the deleted team holds nothing afterwards.
    for (let round = 0; round < 6; round++) {
      const name = `Race ${round}`;
      const owner = await personWithCards(t, 1);
      const teamId = (await call('POST', '/api/teams', owner.headers, { name })).json()
        .id as string;
      const guest = await personWithCards(t);
      const invited = await call('POST', `/api/teams/${teamId}/members`, owner.headers, {
        email: guest.email,
      });
      const card = owner.cards[0]!;
      await call('POST', `/api/teams/${teamId}/cards`, owner.headers, { cardIds: [card.id] });
      const waiting = await call(
        'POST',
        `/api/teams/${teamId}/cards/${card.id}/assign`,
        owner.headers,
        {
          memberId: invited.json().id,
        },
      );
      expect(waiting.statusCode, waiting.body).toBe(200);
      const token = await invitationTokenFor(t, guest.email);
      const [deleted, joined] = await Promise.all([
        remove(teamId, owner.headers, { name }),
        call('POST', '/api/teams/join', guest.headers, { token }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([200, 400], joined.body).toContain(joined.statusCode);
      const open = await t.deps.database.db
        .select({ status: teamMembers.status })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, teamId));
      expect(open.filter((member) => member.status !== 'deactivated')).toEqual([]);
      expect(await t.deps.database.db.select().from(cards).where(eq(cards.teamId, teamId))).toEqual(
        [],
      );
      const [back] = await t.deps.database.db.select().from(cards).where(eq(cards.id, card.id));
      expect(back!.ownerId).toBe(owner.id);
    }
  });
});
