import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, cardTemplateExceptions, teamMembers } from '#server/db/schema';
import { COPY, lockedByCompanyMessage, lockedByTeamMessage } from '#shared/copy';
import {
  callAs,
  invitationTokenFor,
  personWithCards,
  teamWithAssignedCard,
} from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';

// A department's template on the company's (decision 059): its routes, what its members' cards
// show after each kind of change, and the exceptions an approved change request leaves.

describe.each(databaseKinds)("a department's template on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  const del = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url, headers });

  const cardRow = async (id: number) =>
    (await t.deps.database.db.select().from(cards).where(eq(cards.id, id)))[0]!;

  const COMPANY = {
    values: { workOrganization: 'Northwind', workPhone: '+1 510 555 0100', company: 'Northwind' },
    locked: ['workOrganization'],
  };
  const BERLIN = {
    values: { workPhone: '+49 30 1234567', workAddressCity: 'Berlin' },
    locked: ['workPhone'],
  };

  /**
   * The admin's team with the company template saved, departments Berlin and Austin, the member
   * (holding `heldId`) in Berlin; `pooledId` stays pooled.
   */
  async function teamWithDepartments() {
    const team = await teamWithAssignedCard(t);
    const base = `/api/teams/${team.teamId}`;
    expect((await call('PUT', `${base}/template`, team.admin.headers, COMPANY)).statusCode).toBe(
      200,
    );
    const made = async (name: string) => {
      const response = await call('POST', `${base}/departments`, team.admin.headers, { name });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const berlin = await made('Berlin');
    const austin = await made('Austin');
    const moved = await call('PATCH', `${base}/members/${team.memberId}`, team.admin.headers, {
      departmentId: berlin,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return { ...team, base, berlin, austin };
  }

  /** An active member of the team who runs `departmentId`. */
  async function departmentAdmin(
    team: Awaited<ReturnType<typeof teamWithDepartments>>,
    departmentId: string,
  ) {
    const person = await personWithCards(t);
    const invited = await call('POST', `${team.base}/members`, team.admin.headers, {
      email: person.email,
    });
    const token = await invitationTokenFor(t, person.email);
    expect((await call('POST', '/api/teams/join', person.headers, { token })).statusCode).toBe(200);
    const ran = await call(
      'PUT',
      `${team.base}/departments/${departmentId}/admins`,
      team.admin.headers,
      {
        memberIds: [invited.json().id],
      },
    );
    expect(ran.statusCode, ran.body).toBe(200);
    return person;
  }

  it('starts empty, previews, saves and writes its values and locks to its cards alone', async () => {
    const team = await teamWithDepartments();
    const url = `${team.base}/departments/${team.berlin}/template`;
    const empty = await call('GET', url, team.admin.headers);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      values: {},
      locked: [],
      updatedAt: null,
      cards: 1,
      company: COMPANY,
    });
    expect((await call('POST', `${url}/preview`, team.admin.headers, BERLIN)).json()).toEqual({
      changingCards: 1,
    });
    const saved = await call('PUT', url, team.admin.headers, BERLIN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...BERLIN, cards: 1, changedCards: 1 });
    expect(await cardRow(team.heldId)).toMatchObject({
      workOrganization: 'Northwind',
      workPhone: '+49 30 1234567',
      workAddressCity: 'Berlin',
    });
    // The pooled card is in no department: the company's alone.
    expect(await cardRow(team.pooledId)).toMatchObject({
      workPhone: '+1 510 555 0100',
      workAddressCity: null,
    });
    // Saved again unchanged: nothing to write.
    expect((await call('PUT', url, team.admin.headers, BERLIN)).json().changedCards).toBe(0);

    // The editor sees both sets of locks, and the card editor's route refuses the department's.
    const listed = await call('GET', '/api/cards', team.member.headers);
    const held = listed.json().find((card: { id: number }) => card.id === team.heldId);
    expect(held.team.locked.sort()).toEqual(['workOrganization', 'workPhone']);
    const edit = await call('PUT', `/api/cards/${team.heldId}/configuration`, team.member.headers, {
      workPhone: '+49 30 7654321',
    });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(edit.json().message).toBe(lockedByTeamMessage('Northwind', ['Work Phone']));
    const open = await call('PUT', `/api/cards/${team.heldId}/configuration`, team.member.headers, {
      workAddressCity: 'Potsdam',
    });
    expect(open.statusCode, open.body).toBe(200);
  });

  it('refuses what the company locks by name, a bad body, and callers outside the department', async () => {
    const team = await teamWithDepartments();
    const url = `${team.base}/departments/${team.berlin}/template`;
    for (const path of [url, `${url}/preview`]) {
      const method = path === url ? 'PUT' : 'POST';
      const taken = await call(method, path, team.admin.headers, {
        values: { workOrganization: 'Northwind Berlin', workUrl: 'https://berlin.example' },
        locked: [],
      });
      expect(taken.statusCode, taken.body).toBe(400);
      expect(taken.json().message).toBe(lockedByCompanyMessage(['Organization']));
      const bad = await call(method, path, team.admin.headers, {
        values: {},
        locked: ['workCity'],
      });
      expect(bad.statusCode, bad.body).toBe(400);
      const lockedEmpty = await call(method, path, team.admin.headers, {
        values: {},
        locked: ['workPhone'],
      });
      expect(lockedEmpty.json().message).toBe(COPY.lockedFieldWithoutValue);
    }
    // Nothing stored.
    expect((await call('GET', url, team.admin.headers)).json().updatedAt).toBeNull();

    const missing = await call(
      'GET',
      `${team.base}/departments/00000000-0000-4000-8000-000000000000/template`,
      team.admin.headers,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COPY.departmentNotFound);
    expect((await call('GET', url, team.member.headers)).statusCode).toBe(403);

    // Austin's admin runs Austin's template alone.
    const austinAdmin = await departmentAdmin(team, team.austin);
    const theirs = await call(
      'PUT',
      `${team.base}/departments/${team.austin}/template`,
      austinAdmin.headers,
      {
        values: { workAddressCity: 'Austin' },
        locked: [],
      },
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    for (const [method, path] of [
      ['GET', url],
      ['PUT', url],
      ['POST', `${url}/preview`],
    ] as const) {
      const other = await call(method, path, austinAdmin.headers, BERLIN);
      expect(other.statusCode, other.body).toBe(404);
      expect(other.json().message).toBe(COPY.departmentNotFound);
    }
    // Nor the company's template.
    expect((await call('GET', `${team.base}/template`, austinAdmin.headers)).statusCode).toBe(403);
    expect(await cardRow(team.heldId)).toMatchObject({ workAddressCity: null });
  });

  it('keeps the layers through a company save, a move, an assignment and a deletion', async () => {
    const team = await teamWithDepartments();
    const { admin, base } = team;
    await call('PUT', `${base}/departments/${team.berlin}/template`, admin.headers, BERLIN);
    await call('PUT', `${base}/departments/${team.austin}/template`, admin.headers, {
      values: { workAddressCity: 'Austin' },
      locked: ['workAddressCity'],
    });

    // The company changes the phone: Berlin's cards keep Berlin's, the rest take the new one.
    const phone = { ...COMPANY, values: { ...COMPANY.values, workPhone: '+1 510 555 0199' } };
    const saved = await call('PUT', `${base}/template`, admin.headers, phone);
    expect(saved.json().changedCards).toBe(1);
    expect((await cardRow(team.heldId)).workPhone).toBe('+49 30 1234567');
    expect((await cardRow(team.pooledId)).workPhone).toBe('+1 510 555 0199');

    // Once the company locks the phone, its value wins everywhere.
    const lockedPhone = { ...phone, locked: ['workOrganization', 'workPhone'] };
    expect(
      (await call('PUT', `${base}/template`, admin.headers, lockedPhone)).json().changedCards,
    ).toBe(1);
    expect((await cardRow(team.heldId)).workPhone).toBe('+1 510 555 0199');
    await call('PUT', `${base}/template`, admin.headers, phone);
    expect((await cardRow(team.heldId)).workPhone).toBe('+49 30 1234567');

    // Moved to Austin: Austin's city and locks, and Berlin's lock gone.
    await call('PATCH', `${base}/members/${team.memberId}`, admin.headers, {
      departmentId: team.austin,
    });
    expect(await cardRow(team.heldId)).toMatchObject({
      workAddressCity: 'Austin',
      workPhone: '+1 510 555 0199',
    });
    const locked = (await call('GET', '/api/cards', team.member.headers)).json()[0].team.locked;
    expect(locked.sort()).toEqual(['workAddressCity', 'workOrganization']);

    // A pooled card handed to them comes with Austin's template.
    await call('POST', `${base}/cards/${team.pooledId}/assign`, admin.headers, {
      memberId: team.memberId,
    });
    expect(await cardRow(team.pooledId)).toMatchObject({
      workAddressCity: 'Austin',
      workOrganization: 'Northwind',
    });

    // Back to Berlin, then Berlin deleted: the company's phone again.
    await call('PATCH', `${base}/members/${team.memberId}`, admin.headers, {
      departmentId: team.berlin,
    });
    expect((await cardRow(team.pooledId)).workPhone).toBe('+49 30 1234567');
    expect((await del(`${base}/departments/${team.berlin}`, admin.headers)).statusCode).toBe(204);
    for (const id of [team.heldId, team.pooledId]) {
      expect((await cardRow(id)).workPhone).toBe('+1 510 555 0199');
    }
    const after = (await call('GET', '/api/cards', team.member.headers)).json();
    expect(after[0].team.locked).toEqual(['workOrganization']);
  });

  it("gives a card waiting for an invitation into a department that department's template", async () => {
    const team = await teamWithDepartments();
    const { admin, base } = team;
    await call('PUT', `${base}/departments/${team.berlin}/template`, admin.headers, BERLIN);
    const [invited] = await t.deps.database.db
      .insert(teamMembers)
      .values({
        teamId: team.teamId,
        email: `berlin-${Date.now()}@example.com`,
        departmentId: team.berlin,
        inviteExpiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const assigned = await call('POST', `${base}/cards/${team.pooledId}/assign`, admin.headers, {
      memberId: invited!.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await cardRow(team.pooledId)).toMatchObject({
      workPhone: '+49 30 1234567',
      workAddressCity: 'Berlin',
      workOrganization: 'Northwind',
    });
    // Counted among Berlin's cards.
    const read = await call('GET', `${base}/departments/${team.berlin}/template`, admin.headers);
    expect(read.json().cards).toBe(2);
  });

  it('leaves an exception alone in every write until an admin clears it', async () => {
    const team = await teamWithDepartments();
    const { admin, base } = team;
    await call('PUT', `${base}/departments/${team.berlin}/template`, admin.headers, BERLIN);
    // What an approved request does: the value on the card, and its exception.
    await t.deps.database.db
      .update(cards)
      .set({ workPhone: '+49 30 999' })
      .where(eq(cards.id, team.heldId));
    await t.deps.database.db
      .insert(cardTemplateExceptions)
      .values({ cardId: team.heldId, field: 'workPhone' });

    const changed = {
      ...BERLIN,
      values: { ...BERLIN.values, workPhone: '+49 30 2222222', workAddressCity: 'Berlin-Mitte' },
    };
    const saved = await call(
      'PUT',
      `${base}/departments/${team.berlin}/template`,
      admin.headers,
      changed,
    );
    expect(saved.json().changedCards).toBe(1);
    expect(await cardRow(team.heldId)).toMatchObject({
      workPhone: '+49 30 999',
      workAddressCity: 'Berlin-Mitte',
    });
    await call('PUT', `${base}/template`, admin.headers, {
      ...COMPANY,
      locked: ['workOrganization', 'workPhone'],
    });
    await call('PATCH', `${base}/members/${team.memberId}`, admin.headers, { departmentId: null });
    expect((await cardRow(team.heldId)).workPhone).toBe('+49 30 999');
    // Still locked for its holder: they ask again.
    const edit = await call('PUT', `/api/cards/${team.heldId}/configuration`, team.member.headers, {
      workPhone: '+1 510 555 0111',
    });
    expect(edit.statusCode).toBe(403);

    const url = `${base}/cards/${team.heldId}/exceptions/workPhone`;
    expect((await call('GET', '/api/cards', team.member.headers)).statusCode).toBe(200);
    expect((await call('GET', url, admin.headers)).statusCode).toBe(404);
    expect((await del(url, team.member.headers)).statusCode).toBe(403);
    const cleared = await del(url, admin.headers);
    expect(cleared.statusCode, cleared.body).toBe(204);
    expect((await cardRow(team.heldId)).workPhone).toBe('+1 510 555 0100');
    const again = await del(url, admin.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(COPY.cardHasNoException);
    const badField = await del(`${base}/cards/${team.heldId}/exceptions/shoeSize`, admin.headers);
    expect(badField.statusCode).toBeGreaterThanOrEqual(400);
    const otherCard = await del(`${base}/cards/2147483000/exceptions/workPhone`, admin.headers);
    expect(otherCard.statusCode).toBe(404);
    expect(otherCard.json().message).toBe(COPY.cardNotFound);
  });

  it("lets a department admin clear an exception in their department and not in another's", async () => {
    const team = await teamWithDepartments();
    await t.deps.database.db
      .insert(cardTemplateExceptions)
      .values({ cardId: team.heldId, field: 'workPhone' });
    const url = `${team.base}/cards/${team.heldId}/exceptions/workPhone`;
    const austinAdmin = await departmentAdmin(team, team.austin);
    const other = await del(url, austinAdmin.headers);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(COPY.cardNotFound);
    const berlinAdmin = await departmentAdmin(team, team.berlin);
    expect((await del(url, berlinAdmin.headers)).statusCode).toBe(204);
  });
});
