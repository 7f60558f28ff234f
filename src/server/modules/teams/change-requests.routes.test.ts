import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, cardTemplateExceptions, changeRequests, mailQueue } from '#server/db/schema';
import { COPY, maxLengthMessage, requiredMessage } from '#shared/copy';
import {
  callAs,
  invitationTokenFor,
  personWithCards,
  teamWithAssignedCard,
} from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { CHANGE_REQUESTS_PER_HOUR } from './ask-for-change';

// Change requests (docs/product.md#change-requests): a member asks to change a locked field of a
// card they hold, an admin of the team or of the member's department decides, the member is told.

type Headers = Record<string, string>;

describe.each(databaseKinds)('change requests on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
  });
  afterAll(() => t.close());

  const cardRow = async (id: number) =>
    (await t.deps.database.db.select().from(cards).where(eq(cards.id, id)))[0]!;

  /** Joins `person` to the team as a member of `departmentId`; answers the membership's id. */
  async function join(teamId: string, admin: Headers, email: string, headers: Headers) {
    const invited = await call('POST', `/api/teams/${teamId}/members`, admin, { email });
    const token = await invitationTokenFor(t, email);
    expect((await call('POST', '/api/teams/join', headers, { token })).statusCode).toBe(200);
    return invited.json().id as string;
  }

  /**
   * A team whose template locks the work phone and the company, its member (in department A)
   * holding a card, department A run by `runsA` and department B by `runsB`.
   */
  async function teamWithLocks() {
    const team = await teamWithAssignedCard(t, { subscribed: true });
    const base = `/api/teams/${team.teamId}`;
    const saved = await call('PUT', `${base}/template`, team.admin.headers, {
      values: { workPhone: '+1 555 0100', company: 'Northwind' },
      locked: ['workPhone', 'company'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const department = async (name: string) =>
      (await call('POST', `${base}/departments`, team.admin.headers, { name })).json().id as string;
    const [a, b] = [await department('Sales'), await department('Support')];
    await call('PATCH', `${base}/members/${team.memberId}`, team.admin.headers, {
      departmentId: a,
    });
    const runsA = await personWithCards(t);
    const runsB = await personWithCards(t);
    for (const [person, runs] of [
      [runsA, a],
      [runsB, b],
    ] as const) {
      const memberId = await join(team.teamId, team.admin.headers, person.email, person.headers);
      await call('PATCH', `${base}/members/${memberId}`, team.admin.headers, {
        departmentId: runs,
      });
      const made = await call('PUT', `${base}/departments/${runs}/admins`, team.admin.headers, {
        memberIds: [memberId],
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    const ask = (headers: Headers, body: object) =>
      call('POST', `${base}/change-requests`, headers, body);
    return { ...team, base, a, b, runsA, runsB, ask };
  }

  it('takes a request for a locked field of a held card, once at a time', async () => {
    const { base, member, heldId, ask } = await teamWithLocks();
    const asked = await ask(member.headers, {
      cardId: heldId,
      field: 'workPhone',
      value: ' +49 30 1234 ',
      note: 'I work from Berlin now.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ id: expect.any(String), status: 'pending' });
    const [row] = await t.deps.database.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.id, asked.json().id));
    // Stored as the editor stores it: trimmed.
    expect(row).toMatchObject({ value: '+49 30 1234', note: 'I work from Berlin now.' });

    const again = await ask(member.headers, { cardId: heldId, field: 'workPhone', value: '+1 2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COPY.changeRequestAlreadyPending);
    // Another field of the same card is its own request; the page's company may not be emptied.
    const emptied = await ask(member.headers, { cardId: heldId, field: 'company', value: null });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe(requiredMessage('Profile company'));
    // Two at once for the same field: the partial unique index lets one through, the other is 409.
    const raced = await Promise.all(
      ['NW', 'NW Co'].map((value) =>
        ask(member.headers, { cardId: heldId, field: 'company', value }),
      ),
    );
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(raced.find((response) => response.statusCode === 409)!.json().message).toBe(
      COPY.changeRequestAlreadyPending,
    );

    const list = await call('GET', `${base}/change-requests`, member.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(2);
    const phone = list.json().find((r: { field: string }) => r.field === 'workPhone');
    expect(phone).toMatchObject({
      cardId: heldId,
      field: 'workPhone',
      fieldLabel: 'Work Phone',
      currentValue: '+1 555 0100',
      value: '+49 30 1234',
      status: 'pending',
      reason: '',
      decidedAt: null,
      mine: true,
    });
  });

  it('refuses a bad request: 400, 404 and 401', async () => {
    const { member, heldId, pooledId, ask, base } = await teamWithLocks();
    const refused = async (body: object, status: number, message: string) => {
      const response = await ask(member.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toBe(message);
    };
    await refused(
      { cardId: heldId, field: 'workTitle', value: 'x' },
      400,
      COPY.changeRequestFieldUnknown,
    );
    await refused(
      { cardId: heldId, field: 'workOrganization', value: 'x' },
      400,
      COPY.changeRequestFieldNotLocked,
    );
    await refused({ cardId: heldId, field: 'workPhone', value: 'call me' }, 400, COPY.invalidPhone);
    await refused(
      { cardId: heldId, field: 'workPhone', value: '+1 2345', note: 'n'.repeat(501) },
      400,
      maxLengthMessage(500, 'Note'),
    );
    await refused(
      { cardId: heldId, field: 'workPhone', value: '+1 2345', note: 'a\nb' },
      400,
      COPY.singleLineOfText,
    );
    // The pooled card is nobody's; the admin's own personal card is not a team card.
    await refused(
      { cardId: pooledId, field: 'workPhone', value: '+1 2345' },
      404,
      COPY.cardNotFound,
    );
    await refused(
      { cardId: 2_147_483_647, field: 'workPhone', value: '+1 2' },
      404,
      COPY.cardNotFound,
    );
    await refused({ cardId: 'x', field: 'workPhone', value: '+1 2' }, 400, COPY.cardNotFound);
    const status = await call('GET', `${base}/change-requests?status=maybe`, member.headers);
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe(COPY.changeRequestStatusUnknown);
    expect((await ask({}, { cardId: heldId, field: 'workPhone', value: '+1 2' })).statusCode).toBe(
      401,
    );
    // Another team's member finds no such team.
    const other = await teamWithAssignedCard(t, { name: 'Elsewhere' });
    const outside = await ask(other.member.headers, {
      cardId: other.heldId,
      field: 'workPhone',
      value: '+1 2',
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(COPY.teamNotFound);
  });

  it('answers 429 past the hourly number of requests of an account', async () => {
    const { member, ask } = await teamWithLocks();
    for (let i = 0; i < CHANGE_REQUESTS_PER_HOUR; i++) {
      expect(
        (await ask(member.headers, { cardId: 1, field: 'workPhone', value: null })).statusCode,
      ).toBe(404);
    }
    const over = await ask(member.headers, { cardId: 1, field: 'workPhone', value: null });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(COPY.changeRequestTooMany);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('approves onto that card only, as an exception, and tells the member by mail and bell', async () => {
    const { base, member, heldId, pooledId, ask, runsA, runsB, admin } = await teamWithLocks();
    const handle = `nw-${Date.now().toString(36)}`;
    expect(
      (await call('PUT', `/api/cards/${heldId}/profile`, member.headers, { aliasSlug: handle }))
        .statusCode,
    ).toBe(200);
    const id = (
      await ask(member.headers, { cardId: heldId, field: 'workPhone', value: '+49 30 1234' })
    ).json().id as string;

    // Department A's admin sees it; B's does not, and cannot reach it by id.
    const seenByA = await call('GET', `${base}/change-requests?status=pending`, runsA.headers);
    expect(seenByA.json().map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await call('GET', `${base}/change-requests`, runsB.headers)).json()).toEqual([]);
    const byB = await call('POST', `${base}/change-requests/${id}/approve`, runsB.headers);
    expect(byB.statusCode).toBe(404);
    expect(byB.json().message).toBe(COPY.changeRequestNotFound);
    // Another team's admin: no such team; an unknown id: no such request.
    const other = await teamWithAssignedCard(t, { name: 'Elsewhere' });
    expect(
      (
        await call(
          'POST',
          `/api/teams/${other.teamId}/change-requests/${id}/approve`,
          other.admin.headers,
        )
      ).json().message,
    ).toBe(COPY.changeRequestNotFound);
    const unknown = await call(
      'POST',
      `${base}/change-requests/00000000-0000-4000-8000-000000000000/approve`,
      admin.headers,
    );
    expect(unknown.statusCode).toBe(404);

    const approved = await call('POST', `${base}/change-requests/${id}/approve`, runsA.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ id, status: 'approved' });
    expect((await cardRow(heldId)).workPhone).toBe('+49 30 1234');
    expect((await cardRow(pooledId)).workPhone).toBe('+1 555 0100');
    const page = await t.app.inject({ method: 'GET', url: `/u/${handle}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('+49 30 1234');
    const exceptions = await t.deps.database.db
      .select()
      .from(cardTemplateExceptions)
      .where(eq(cardTemplateExceptions.cardId, heldId));
    expect(exceptions).toEqual([
      expect.objectContaining({ field: 'workPhone', changeRequestId: id }),
    ]);

    const twice = await call('POST', `${base}/change-requests/${id}/approve`, admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(COPY.changeRequestAlreadyDecided);
    const late = await call('POST', `${base}/change-requests/${id}/reject`, admin.headers, {
      reason: 'No',
    });
    expect(late.statusCode).toBe(409);

    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.toAddress, member.email),
          eq(mailQueue.subject, 'Your change request was approved'),
        ),
      );
    expect(mail?.textBody).toContain('Work Phone on your card is now "+49 30 1234"');
    expect(mail?.htmlBody).toContain('+49 30 1234');
    expect(mail?.textBody).toContain('/team/change-requests');

    const unseen = () => call('GET', '/api/change-requests/unseen', member.headers);
    expect((await unseen()).json()).toEqual({ count: 1 });
    expect((await call('GET', '/api/change-requests/unseen', admin.headers)).json()).toEqual({
      count: 0,
    });
    expect((await call('POST', '/api/change-requests/seen', member.headers)).json()).toEqual({
      ok: true,
    });
    expect((await unseen()).json()).toEqual({ count: 0 });
    expect((await t.app.inject({ url: '/api/change-requests/unseen' })).statusCode).toBe(401);

    // A new request for the field may follow; the exception stays until approved again.
    const listed = (
      await call('GET', `${base}/change-requests?status=approved`, member.headers)
    ).json();
    expect(listed[0]).toMatchObject({ id, status: 'approved', currentValue: '+49 30 1234' });
    expect(listed[0].decidedAt).toEqual(expect.any(String));
  });

  it('rejects with a reason, told by mail and bell; a department admin never decides their own', async () => {
    const { base, member, heldId, ask, runsA, admin, a } = await teamWithLocks();
    const id = (
      await ask(member.headers, { cardId: heldId, field: 'company', value: 'NW Berlin' })
    ).json().id as string;
    const reject = (headers: Headers, body: object) =>
      call('POST', `${base}/change-requests/${id}/reject`, headers, body);
    for (const body of [{}, { reason: '  ' }, { reason: 'r'.repeat(501) }]) {
      expect((await reject(admin.headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await reject(member.headers, { reason: 'Mine' })).statusCode).toBe(403);
    const rejected = await reject(admin.headers, { reason: 'The legal name stays.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual({ id, status: 'rejected' });
    const [profileCompany] = (
      await call('GET', `${base}/change-requests?status=rejected`, member.headers)
    ).json();
    expect(profileCompany).toMatchObject({
      reason: 'The legal name stays.',
    });
    const [mail] = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(
        and(
          eq(mailQueue.toAddress, member.email),
          eq(mailQueue.subject, 'Your change request was not approved'),
        ),
      );
    expect(mail?.textBody).toContain('Their reason: The legal name stays.');
    expect(mail?.textBody).toContain('Profile company to "NW Berlin"');
    expect((await call('GET', '/api/change-requests/unseen', member.headers)).json()).toEqual({
      count: 1,
    });

    // Department A's admin holds a card in A too: their own request is the team admins' to decide.
    const card = await call('POST', `${base}/cards`, admin.headers, {
      cardIds: [admin.cards[2]!.id],
    });
    expect(card.statusCode, card.body).toBeLessThan(300);
    const runsAMember = (await call('GET', `${base}/members?departmentId=${a}`, admin.headers))
      .json()
      .find((m: { email: string }) => m.email === runsA.email).id as string;
    await call('POST', `${base}/cards/${admin.cards[2]!.id}/assign`, admin.headers, {
      memberId: runsAMember,
    });
    const own = await ask(runsA.headers, {
      cardId: admin.cards[2]!.id,
      field: 'workPhone',
      value: '+1 777',
    });
    expect(own.statusCode, own.body).toBe(201);
    const selfApproved = await call(
      'POST',
      `${base}/change-requests/${own.json().id}/approve`,
      runsA.headers,
    );
    expect(selfApproved.statusCode).toBe(403);
    expect(selfApproved.json().message).toBe(COPY.changeRequestOwnDecision);
    expect(
      (await call('POST', `${base}/change-requests/${own.json().id}/approve`, admin.headers))
        .statusCode,
    ).toBe(200);
  });
});
