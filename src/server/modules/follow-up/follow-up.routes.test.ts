import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, leads, mailQueue, webhookDeliveries } from '#server/db/schema';
import { COPY } from '#shared/copy';
import { followUpDailyLimitMessage } from '#shared/copy/follow-up';
import { freshIp, storeLead } from '#tests/security/helpers';
import { teamWithAssignedCard } from '#tests/support/teams';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { FOLLOW_UP_LIMITS } from './follow-up-budget';

// The follow-up e-mail (docs/product.md#follow-up): its template, and sending it to leads.

const WEEK_MS = 7 * 86_400_000;

describe.each(databaseKinds)('follow-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An owner past their first day, whose card has a public e-mail address. */
  const owner = (options: { createdAt?: Date } = {}) =>
    t.ownerWithCard({
      user: {
        firstName: 'Grace',
        lastName: 'Hopper',
        createdAt: options.createdAt ?? new Date(Date.now() - WEEK_MS),
      },
      card: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@navy.example',
        workTitle: 'Admiral',
      },
    });
  type Owner = Awaited<ReturnType<typeof owner>>;

  const send = (headers: Record<string, string>, leadIds: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages/follow-up',
      headers,
      payload: { leadIds },
      // Each from an address of its own: the route's flood guard is not what these tests test.
      remoteAddress: freshIp(),
    });
  const capture = async (who: Owner, values: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: who.headers,
      payload: {
        firstName: 'Lin',
        lastName: 'Okafor',
        email: `lin-${randomUUID()}@northwind.example`,
        source: 'scan',
        consent: true,
        clientId: randomUUID(),
        ...values,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; email: string };
  };
  const mailsTo = (addresses: string[]) =>
    t.deps.database.db.select().from(mailQueue).where(inArray(mailQueue.toAddress, addresses));
  const leadRow = async (id: string) =>
    (await t.deps.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  describe('the template', () => {
    it('is the default text until the owner saves one, then theirs', async () => {
      const grace = await owner();
      const initial = await t.app.inject({
        url: '/api/follow-up/template',
        headers: grace.headers,
      });
      expect(initial.statusCode).toBe(200);
      expect(initial.json()).toEqual({
        subject: COPY.followUpDefaultSubject,
        body: COPY.followUpDefaultBody,
        isDefault: true,
      });
      const mine = {
        subject: 'Hello from {event}',
        body: 'Hi {firstName},\n\nSee you!\n{ownerName}',
      };
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/follow-up/template',
        headers: grace.headers,
        payload: { ...mine, subject: `  ${mine.subject} ` },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...mine, isDefault: false });
      const read = await t.app.inject({ url: '/api/follow-up/template', headers: grace.headers });
      expect(read.json()).toEqual({ ...mine, isDefault: false });
      // Saved again: replaced, not added.
      const again = await t.app.inject({
        method: 'PUT',
        url: '/api/follow-up/template',
        headers: grace.headers,
        payload: { subject: 'Second', body: 'Text' },
      });
      expect(again.json()).toEqual({ subject: 'Second', body: 'Text', isDefault: false });
      // Another owner still has the default.
      const other = await owner();
      const theirs = await t.app.inject({ url: '/api/follow-up/template', headers: other.headers });
      expect(theirs.json().isDefault).toBe(true);
    });

    it('answers 400 naming unknown placeholders, for two lines, empty or too long; 401 signed out', async () => {
      const grace = await owner();
      const put = (payload: Record<string, unknown>, headers = grace.headers) =>
        t.app.inject({ method: 'PUT', url: '/api/follow-up/template', headers, payload });
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { subject: 'Hi {name}', body: 'ok' },
          'Unknown placeholder: {name}. Use {firstName}, {event} or {ownerName}.',
        ],
        [
          { subject: 'ok', body: 'At {booth}, {company} and {booth}' },
          'Unknown placeholders: {booth}, {company}.',
        ],
        [{ subject: 'Hi\r\nBcc: all@example.com', body: 'ok' }, 'Subject must be a single line'],
        [{ subject: '', body: 'ok' }, COPY.followUpSubjectRequired],
        [{ subject: 'ok', body: '  ' }, COPY.followUpBodyRequired],
        [{ subject: 'x'.repeat(201), body: 'ok' }, '200'],
        [{ subject: 'ok', body: 'y'.repeat(5001) }, '5000'],
        [{ subject: 'ok' }, COPY.followUpBodyRequired],
      ];
      for (const [payload, message] of cases) {
        const refused = await put(payload);
        expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(refused.json().message).toContain(message);
      }
      const read = await t.app.inject({ url: '/api/follow-up/template', headers: grace.headers });
      expect(read.json().isDefault).toBe(true);
      expect((await put({ subject: 'ok', body: 'ok' }, {})).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/follow-up/template' })).statusCode).toBe(401);
    });
  });

  describe('sending', () => {
    it('mails each consenting lead with an e-mail once, Reply-To the owner with their vCard', async () => {
      const grace = await owner();
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: grace.headers,
        payload: { url: 'https://hooks.example/in', events: ['lead.updated'] },
      });
      expect(hook.statusCode, hook.body).toBe(201);
      const event = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: grace.headers,
        payload: { name: 'Hannover Messe', startsOn: '2026-04-20', endsOn: '2026-04-24' },
      });
      const atShow = await capture(grace, { eventId: event.json().id });
      const phoneOnly = await capture(grace, { email: '', phone: '+49 30 1234' });
      const noConsent = await capture(grace, { consent: false });
      // A visitor of the page who ticked the consent box, met at no event.
      const visitor = await storeLead(t, grace.card.id, {
        name: 'Ana',
        email: `ana-${randomUUID()}@example.com`,
        consentText: 'I agree',
        consentedAt: new Date(),
      });
      const qualified = await storeLead(t, grace.card.id, {
        name: 'Quinn Quality',
        email: `quinn-${randomUUID()}@example.com`,
        consentedAt: new Date(),
        status: 'qualified',
      });
      const { email: visitorEmail } = await leadRow(visitor);
      const { email: qualifiedEmail } = await leadRow(qualified);

      const sent = await send(grace.headers, [
        atShow.id,
        phoneOnly.id,
        noConsent.id,
        visitor,
        qualified,
      ]);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({
        sent: 3,
        skippedNoConsent: 1,
        skippedNoEmail: 1,
        skippedAlreadyFollowedUp: 0,
        waiting: 0,
      });

      const [mail] = await mailsTo([atShow.email]);
      expect(mail).toMatchObject({
        toAddress: atShow.email,
        replyTo: 'grace@navy.example',
        subject: 'Great to meet you at Hannover Messe',
      });
      expect(mail!.textBody).toMatch(
        /^Hi Lin,\n\nThank you for taking the time to talk with me at Hannover Messe\./,
      );
      expect(mail!.textBody).toContain('Best regards,\nGrace Hopper');
      expect(mail!.htmlBody).toContain('Best regards,<br>Grace Hopper');
      expect(mail!.attachment).toMatchObject({
        filename: 'Grace-Hopper.vcf',
        contentType: 'text/vcard; charset=utf-8',
      });
      expect(mail!.attachment!.content).toContain('FN:Grace Hopper');
      expect(mail!.attachment!.content).toContain('TITLE:Admiral');
      expect(mail!.attachment!.content).toContain('EMAIL;TYPE=INTERNET,PREF:grace@navy.example');
      const [visitorMail] = await mailsTo([visitorEmail]);
      expect(visitorMail!.subject).toBe('Great to meet you at the event');
      expect(visitorMail!.textBody).toMatch(/^Hi Ana,\n\n.*talk with me at the event\./);
      expect(await mailsTo([noConsent.email])).toEqual([]);

      // Delivered by the worker as queued: the attachment and Reply-To reach the transport.
      await t.deps.jobs.runOnce();
      const delivered = t.mailbox.sent.find((m) => m.to === atShow.email);
      expect(delivered?.replyTo).toBe('grace@navy.example');
      expect(delivered?.attachments?.[0]?.content).toContain('FN:Grace Hopper');

      for (const id of [atShow.id, visitor]) {
        const row = await leadRow(id);
        expect(row.status).toBe('contacted');
        expect(row.followedUpAt).toBeInstanceOf(Date);
      }
      expect((await leadRow(qualified)).status).toBe('qualified');
      expect((await leadRow(qualified)).followedUpAt).toBeInstanceOf(Date);
      for (const id of [phoneOnly.id, noConsent.id]) {
        const row = await leadRow(id);
        expect(row.status).toBe('new');
        expect(row.followedUpAt).toBeNull();
      }
      const events = await t.deps.database.db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.leadId, [atShow.id, visitor, noConsent.id]));
      expect(events.map((d) => JSON.parse(d.body).data.id).sort()).toEqual(
        [atShow.id, visitor].sort(),
      );
      const updated = JSON.parse(
        events.find((d) => JSON.parse(d.body).data.id === atShow.id)!.body,
      );
      expect(updated).toMatchObject({ type: 'lead.updated', data: { status: 'contacted' } });
      expect(updated.data.followedUpAt).toEqual(expect.any(String));

      // The list says so.
      const listed = await t.app.inject({ url: '/api/messages', headers: grace.headers });
      const shown = listed.json().find((lead: { id: string }) => lead.id === atShow.id);
      expect(shown).toMatchObject({ status: 'contacted', followedUpAt: expect.any(String) });

      // A second send mails no one again.
      const again = await send(grace.headers, [atShow.id, visitor, qualified]);
      expect(again.json()).toEqual({
        sent: 0,
        skippedNoConsent: 0,
        skippedNoEmail: 0,
        skippedAlreadyFollowedUp: 3,
        waiting: 0,
      });
      expect(await mailsTo([atShow.email, visitorEmail, qualifiedEmail])).toHaveLength(3);
    });

    it('mails a lead once when two sends race, and a person once for two of their leads', async () => {
      const grace = await owner();
      const trio = [await capture(grace, {}), await capture(grace, {}), await capture(grace, {})];
      const ids = trio.map((lead) => lead.id);
      const [first, second] = await Promise.all([
        send(grace.headers, ids),
        send(grace.headers, [...ids].reverse()),
      ]);
      expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
      const results = [first!.json(), second!.json()];
      expect(results.map((r) => r.sent).sort()).toEqual([0, 3]);
      expect(results.map((r) => r.skippedAlreadyFollowedUp).sort()).toEqual([0, 3]);
      expect(await mailsTo(trio.map((lead) => lead.email))).toHaveLength(3);

      // The same person captured twice (another address spelling): one e-mail.
      const address = `twice-${randomUUID()}@example.com`;
      const once = await capture(grace, { email: address });
      const twice = await capture(grace, { email: address.toUpperCase() });
      const both = await send(grace.headers, [once.id, twice.id]);
      expect(both.json()).toMatchObject({ sent: 1, skippedAlreadyFollowedUp: 1 });
      const later = await capture(grace, { email: address });
      expect((await send(grace.headers, [later.id])).json()).toMatchObject({
        sent: 0,
        skippedAlreadyFollowedUp: 1,
      });
      expect(await mailsTo([address, address.toUpperCase()])).toHaveLength(1);
    });

    it('sends a team lead the member holds; 404 for a lead that is not the caller’s', async () => {
      const team = await teamWithAssignedCard(t);
      const address = `team-lead-${randomUUID()}@example.com`;
      const teamLead = await storeLead(t, team.heldId, {
        name: 'Tom Team',
        email: address,
        consentedAt: new Date(),
      });
      expect((await leadRow(teamLead)).teamId).toBe(team.teamId);
      const hook = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.teamId}/webhooks`,
        headers: team.admin.headers,
        payload: { url: 'https://hooks.example/team', events: ['lead.updated'] },
      });
      expect(hook.statusCode, hook.body).toBe(201);
      // The admin does not hold the card: the lead is not in their list.
      const byAdmin = await send(team.admin.headers, [teamLead]);
      expect(byAdmin.statusCode).toBe(404);
      expect(byAdmin.json().message).toBe(COPY.followUpLeadNotFound);
      const byMember = await send(team.member.headers, [teamLead]);
      expect(byMember.statusCode, byMember.body).toBe(200);
      expect(byMember.json().sent).toBe(1);
      const [mail] = await mailsTo([address]);
      const [held] = await t.deps.database.db.select().from(cards).where(eq(cards.id, team.heldId));
      expect(mail!.attachment!.content).toContain(`FN:${held!.firstName}`);
      // The team's webhooks hear of it, with the member's department, as of any team lead.
      const [delivery] = await t.deps.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.leadId, teamLead));
      expect(JSON.parse(delivery!.body)).toMatchObject({
        type: 'lead.updated',
        data: { id: teamLead, status: 'contacted', department: null },
      });

      // One id of another owner's spoils the send: 404, and nothing is mailed.
      const grace = await owner();
      const mine = await capture(grace, {});
      const foreign = await send(grace.headers, [mine.id, teamLead]);
      expect(foreign.statusCode).toBe(404);
      const missing = await send(grace.headers, [mine.id, randomUUID()]);
      expect(missing.statusCode).toBe(404);
      expect(await mailsTo([mine.email])).toEqual([]);
      expect((await leadRow(mine.id)).followedUpAt).toBeNull();
    });

    it('answers 400 for no leads, too many or a bad id, and 401 signed out', async () => {
      const grace = await owner();
      const none = await send(grace.headers, []);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(COPY.followUpLeadsRequired);
      const many = await send(
        grace.headers,
        Array.from({ length: 201 }, () => randomUUID()),
      );
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toBe(COPY.followUpTooManyLeads);
      expect((await send(grace.headers, ['not-a-uuid'])).statusCode).toBe(400);
      const lead = await capture(grace, {});
      expect((await send({}, [lead.id])).statusCode).toBe(401);
      expect((await leadRow(lead.id)).followedUpAt).toBeNull();
    });

    it('sends what fits a new account’s day, says how many wait, then answers 429', async () => {
      const fresh = await owner({ createdAt: new Date() });
      const max = FOLLOW_UP_LIMITS.perNewAccount;
      const ids: string[] = [];
      for (let i = 0; i <= max; i += 1) {
        ids.push(
          await storeLead(t, fresh.card.id, {
            name: `Lead ${i}`,
            email: `day-${i}-${randomUUID()}@example.com`,
            consentedAt: new Date(),
          }),
        );
      }
      const first = await send(fresh.headers, ids);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        sent: max,
        skippedNoConsent: 0,
        skippedNoEmail: 0,
        skippedAlreadyFollowedUp: 0,
        waiting: 1,
      });
      // In the owner's order: the last one waits, unmarked.
      expect((await leadRow(ids.at(-1)!)).followedUpAt).toBeNull();
      expect((await leadRow(ids[0]!)).followedUpAt).toBeInstanceOf(Date);
      const refused = await send(fresh.headers, [ids.at(-1)!]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(followUpDailyLimitMessage(max));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await leadRow(ids.at(-1)!)).followedUpAt).toBeNull();
      // The next day it goes.
      t.clock.advance(FOLLOW_UP_LIMITS.windowSeconds * 1000 + 1000);
      const tokens = await t.login(fresh.user.email, fresh.user.password, freshIp());
      const nextDay = await send(bearer(tokens.accessToken), [ids.at(-1)!]);
      expect(nextDay.json().sent).toBe(1);
    });

    it('mails one person at most the day’s number of follow-ups from all accounts', async () => {
      const address = `popular-${randomUUID()}@example.com`;
      const results: number[] = [];
      for (let i = 0; i <= FOLLOW_UP_LIMITS.perRecipient; i += 1) {
        const someone = await owner();
        const lead = await storeLead(t, someone.card.id, {
          name: 'Pat Popular',
          email: address,
          consentedAt: new Date(),
        });
        const response = await send(someone.headers, [lead]);
        expect(response.statusCode, response.body).toBe(200);
        results.push(response.json().waiting);
        if (i === FOLLOW_UP_LIMITS.perRecipient) {
          expect(response.json().sent).toBe(0);
          expect((await leadRow(lead)).followedUpAt).toBeNull();
        }
      }
      expect(results.filter((waiting) => waiting === 1)).toHaveLength(1);
      expect(results.at(-1)).toBe(1);
      expect(
        await t.deps.database.db
          .select()
          .from(mailQueue)
          .where(and(eq(mailQueue.toAddress, address))),
      ).toHaveLength(FOLLOW_UP_LIMITS.perRecipient);
    });
  });
});
