import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailQueue, teamAuditLog, teamDomains } from '#server/db/schema';
import { COPY } from '#shared/copy';
import {
  domainLookupFailedMessage,
  domainRecordMissingMessage,
  domainRecordWrongMessage,
} from '#shared/copy/verified-domains';
import { startDnsServer, type DnsServer } from '#tests/support/dns-server';
import { callAs, personWithCards, teamWithMember } from '#tests/support/teams';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { DOMAIN_MISSING_DAYS, recheckVerifiedDomains } from './recheck-domains';
import { DOMAIN_VERIFICATIONS_PER_MINUTE } from './verify-domain';

// Verified domains (docs/product.md#verified-domains) against a name server on 127.0.0.1 that
// speaks the DNS protocol: the app reads TXT records through node's resolver, as in production.

type Headers = Record<string, string>;
const DAY = 86_400_000;

describe.each(databaseKinds)('verified domains on %s', (kind) => {
  let t: TestApp;
  let dns: DnsServer;
  let call: ReturnType<typeof callAs>;
  let n = 0;
  /** A domain no other test uses. */
  const fresh = () => `acme-${kind}-${++n}.example`;

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await createTestApp(kind, { DNS_SERVERS: dns.server, DNS_TIMEOUT_MS: '300' });
    call = callAs(t);
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });
  beforeEach(() => dns.setMode('answer'));

  const del = (url: string, headers: Headers) => t.app.inject({ method: 'DELETE', url, headers });
  const claim = (teamId: string, headers: Headers, domain: string) =>
    call('POST', `/api/teams/${teamId}/domains`, headers, { domain });
  const verify = (teamId: string, headers: Headers, domain: string) =>
    call('POST', `/api/teams/${teamId}/domains/${domain}/verify`, headers);
  const rowOf = async (teamId: string, domain: string) => {
    const [row] = await t.deps.database.db
      .select()
      .from(teamDomains)
      .where(and(eq(teamDomains.teamId, teamId), eq(teamDomains.domain, domain)));
    return row;
  };
  const auditOf = (teamId: string, action: string) =>
    t.deps.database.db
      .select()
      .from(teamAuditLog)
      .where(
        and(eq(teamAuditLog.teamId, teamId), eq(teamAuditLog.action, action as 'domain.claimed')),
      );

  /** A team whose owner claimed `domain` and created its record; verified unless told not to. */
  async function teamWithDomain(domain = fresh(), { verified = true } = {}) {
    const team = await teamWithMember(t, `Team of ${domain}`);
    const claimed = await claim(team.teamId, team.admin.headers, domain);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const record = claimed.json() as { txtName: string; txtValue: string };
    dns.setTxt(record.txtName, [record.txtValue]);
    if (verified) {
      const answer = await verify(team.teamId, team.admin.headers, domain);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    return { ...team, domain, ...record };
  }

  it('claims a domain (201 with the record to create), lists it, verifies it (200)', async () => {
    const { admin, member, memberId, teamId } = await teamWithMember(t);
    // An admin of the team, not only its owner.
    const promoted = await call(
      'PATCH',
      `/api/teams/${teamId}/members/${memberId}`,
      admin.headers,
      {
        role: 'admin',
      },
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    const domain = fresh();
    const claimed = await claim(teamId, member.headers, ` ${domain.toUpperCase()}. `);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const body = claimed.json();
    expect(body).toEqual({
      domain,
      status: 'pending',
      txtName: `_catalyst-verification.${domain}`,
      txtValue: expect.stringMatching(/^catalyst-verification=[A-Za-z0-9_-]{43}$/),
      verifiedAt: null,
    });
    // Each claim gets its own value.
    const other = await claim(teamId, admin.headers, fresh());
    expect(other.json().txtValue).not.toBe(body.txtValue);

    const listed = await call('GET', `/api/teams/${teamId}/domains`, admin.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(body);

    // The admin's DNS provider splits a long value into strings: one record all the same.
    dns.setTxt(body.txtName, ['v=spf1 -all', body.txtValue]);
    const verified = await verify(teamId, member.headers, domain.toUpperCase());
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ domain, status: 'verified' });
    expect(dns.queries).toContain(body.txtName);
    const row = await rowOf(teamId, domain);
    expect(row).toMatchObject({ status: 'verified', missingSince: null });
    expect(row!.verifiedAt).toEqual(t.clock.now());
    expect(row!.checkedAt).toEqual(t.clock.now());
    const after = (await call('GET', `/api/teams/${teamId}/domains`, admin.headers)).json();
    expect(after.find((d: { domain: string }) => d.domain === domain)).toMatchObject({
      status: 'verified',
      verifiedAt: t.clock.now().toISOString(),
    });
    // Verifying again answers the same, and writes no second row to the log.
    expect((await verify(teamId, admin.headers, domain)).statusCode).toBe(200);
    expect(await auditOf(teamId, 'domain.verified')).toHaveLength(1);
    expect(await auditOf(teamId, 'domain.claimed')).toHaveLength(2);
  });

  it('refuses what is not a domain and public mail domains (400)', async () => {
    const { admin, teamId } = await teamWithMember(t);
    for (const domain of [
      '',
      'not a domain',
      'localhost',
      '-acme.com',
      'acme..com',
      'a'.repeat(300),
    ]) {
      const refused = await claim(teamId, admin.headers, domain);
      expect(refused.statusCode, domain).toBe(400);
      expect(refused.json().message, domain).toBe(COPY.domainInvalid);
    }
    expect((await call('POST', `/api/teams/${teamId}/domains`, admin.headers, {})).statusCode).toBe(
      400,
    );
    for (const domain of [
      'gmail.com',
      'GoogleMail.com',
      'outlook.com',
      'hotmail.com',
      'yahoo.co.uk',
      'icloud.com',
      'proton.me',
      'gmx.de',
      'gmx.net',
      'web.de',
      'yandex.ru',
      'yandex.com.tr',
      'qq.com',
      'mail.gmail.com',
    ]) {
      const refused = await claim(teamId, admin.headers, domain);
      expect(refused.statusCode, domain).toBe(400);
      expect(refused.json().message, domain).toBe(COPY.domainIsPublicMail);
    }
    // A company's domain that merely starts like a provider's is its own.
    expect((await claim(teamId, admin.headers, 'gmx-partners.com')).statusCode).toBe(201);
    expect((await claim(teamId, admin.headers, 'gmail.acme.example')).statusCode).toBe(201);
  });

  it('answers 401 signed out, 403 to a member, 404 to an outsider', async () => {
    const { domain, member, teamId } = await teamWithDomain(fresh(), { verified: false });
    const outsider = await personWithCards(t);
    const base = `/api/teams/${teamId}/domains`;
    const calls = (headers: Headers) => [
      call('GET', base, headers),
      claim(teamId, headers, fresh()),
      verify(teamId, headers, domain),
      del(`${base}/${domain}`, headers),
    ];
    for (const response of await Promise.all(calls({}))) {
      expect(response.statusCode, response.body).toBe(401);
    }
    for (const response of await Promise.all(calls(member.headers))) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(COPY.teamAdminsOnly);
    }
    for (const response of await Promise.all(calls(outsider.headers))) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(COPY.teamNotFound);
    }
    expect((await rowOf(teamId, domain))!.status).toBe('pending');
  });

  it("answers 404 for a domain the team has not claimed, another team's claim included", async () => {
    const mine = await teamWithMember(t);
    const theirs = await teamWithDomain(fresh(), { verified: false });
    for (const domain of [fresh(), theirs.domain, 'not_a_domain', 'under_score.example']) {
      const verified = await verify(mine.teamId, mine.admin.headers, domain);
      expect(verified.statusCode, domain).toBe(404);
      expect(verified.json().message, domain).toBe(COPY.domainNotFound);
      const removed = await del(`/api/teams/${mine.teamId}/domains/${domain}`, mine.admin.headers);
      expect(removed.statusCode, domain).toBe(404);
      expect(removed.json().message).toBe(COPY.domainNotFound);
    }
    expect((await rowOf(theirs.teamId, theirs.domain))!.status).toBe('pending');
  });

  it('answers 409 for a second claim, and for a domain another team verified', async () => {
    const first = await teamWithDomain();
    const again = await claim(first.teamId, first.admin.headers, first.domain.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COPY.domainAlreadyClaimed);

    const second = await teamWithMember(t);
    const taken = await claim(second.teamId, second.admin.headers, first.domain);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(COPY.domainTakenByAnotherTeam);

    // A pending claim made before the other team verified: refused at verify time.
    const domain = fresh();
    const early = await teamWithDomain(domain, { verified: false });
    const late = await teamWithMember(t);
    const lateClaim = (await claim(late.teamId, late.admin.headers, domain)).json();
    dns.setTxt(lateClaim.txtName, [early.txtValue, lateClaim.txtValue]);
    expect((await verify(early.teamId, early.admin.headers, domain)).statusCode).toBe(200);
    const refused = await verify(late.teamId, late.admin.headers, domain);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COPY.domainTakenByAnotherTeam);
    expect((await rowOf(late.teamId, domain))!.status).toBe('pending');
  });

  it('lets one team win when two verify the same domain at once (the unique index decides)', async () => {
    const domain = fresh();
    const a = await teamWithDomain(domain, { verified: false });
    const b = await teamWithMember(t);
    const bClaim = (await claim(b.teamId, b.admin.headers, domain)).json();
    dns.setTxt(a.txtName, [a.txtValue, bClaim.txtValue]);
    const answers = await Promise.all([
      verify(a.teamId, a.admin.headers, domain),
      verify(b.teamId, b.admin.headers, domain),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toBe(COPY.domainTakenByAnotherTeam);
    const verified = await t.deps.database.db
      .select()
      .from(teamDomains)
      .where(and(eq(teamDomains.domain, domain), eq(teamDomains.status, 'verified')));
    expect(verified).toHaveLength(1);
  });

  it('answers 422 naming the record: none there, another value, no answer from DNS', async () => {
    const { admin, domain, teamId, txtName, txtValue } = await teamWithDomain(fresh(), {
      verified: false,
    });
    const expectRefused = async (message: string) => {
      const refused = await verify(teamId, admin.headers, domain);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().message).toBe(message);
      expect(refused.json().message).toContain(txtName);
    };
    // No such name (NXDOMAIN), then the name with no TXT record (NODATA).
    dns.clear();
    await expectRefused(domainRecordMissingMessage(txtName, txtValue));
    dns.setTxt(txtName, []);
    await expectRefused(domainRecordMissingMessage(txtName, txtValue));
    expect(domainRecordMissingMessage(txtName, txtValue)).toContain(txtValue);
    // A record with another value.
    dns.setTxt(txtName, ['catalyst-verification=someone-else']);
    await expectRefused(domainRecordWrongMessage(txtName, txtValue));
    // A server that fails, and one that does not answer at all (within DNS_TIMEOUT_MS).
    dns.setTxt(txtName, [txtValue]);
    dns.setMode('servfail');
    await expectRefused(domainLookupFailedMessage(txtName));
    dns.setMode('silent');
    const started = Date.now();
    await expectRefused(domainLookupFailedMessage(txtName));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await rowOf(teamId, domain))!.status).toBe('pending');
    expect(await auditOf(teamId, 'domain.verified')).toHaveLength(0);
    // Once the server answers with the record, the same claim verifies.
    dns.setMode('answer');
    expect((await verify(teamId, admin.headers, domain)).statusCode).toBe(200);
  });

  it(`answers 429 past ${DOMAIN_VERIFICATIONS_PER_MINUTE} verifications a minute per team`, async () => {
    const busy = await teamWithMember(t);
    const other = await teamWithDomain(fresh(), { verified: false });
    const unknown = fresh();
    for (let i = 0; i < DOMAIN_VERIFICATIONS_PER_MINUTE; i++) {
      expect((await verify(busy.teamId, busy.admin.headers, unknown)).statusCode).toBe(404);
    }
    const limited = await verify(busy.teamId, busy.admin.headers, unknown);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(COPY.domainVerifyTooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another team's count is its own.
    expect((await verify(other.teamId, other.admin.headers, other.domain)).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await verify(busy.teamId, busy.admin.headers, unknown)).statusCode).toBe(404);
  });

  it('removes a pending claim and a verified domain (204), each logged', async () => {
    const { admin, domain, teamId } = await teamWithDomain();
    const pending = fresh();
    expect((await claim(teamId, admin.headers, pending)).statusCode).toBe(201);
    for (const name of [pending, domain]) {
      const removed = await del(`/api/teams/${teamId}/domains/${name}`, admin.headers);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await rowOf(teamId, name)).toBeUndefined();
    }
    const rows = await auditOf(teamId, 'domain.removed');
    expect(rows.map((row) => [row.targetLabel, row.details])).toEqual([
      [pending, { status: 'pending' }],
      [domain, { status: 'verified' }],
    ]);
    expect((await call('GET', `/api/teams/${teamId}/domains`, admin.headers)).json()).toEqual([]);
    // The domain is free again: another team verifies it with its own record.
    const next = await teamWithDomain(domain);
    expect((await rowOf(next.teamId, domain))!.status).toBe('verified');
  });

  it('re-checks verified domains daily: found, missing, a DNS failure, unverified after 7 days', async () => {
    const kept = await teamWithDomain();
    const dropped = await teamWithDomain();
    const back = await teamWithDomain();
    const check = async () => {
      await recheckVerifiedDomains(t.deps);
      return {
        kept: await rowOf(kept.teamId, kept.domain),
        dropped: await rowOf(dropped.teamId, dropped.domain),
        back: await rowOf(back.teamId, back.domain),
      };
    };
    // Checked at verification: nothing is due for a day, and no query goes out.
    const asked = dns.queries.length;
    await check();
    expect(dns.queries.length).toBe(asked);

    // Day 1: all three found.
    t.clock.advance(DAY);
    let rows = await check();
    for (const row of Object.values(rows)) {
      expect(row).toMatchObject({
        status: 'verified',
        missingSince: null,
        checkedAt: t.clock.now(),
      });
    }
    // Day 2: one record removed (NXDOMAIN), one emptied (NODATA).
    dns.clear();
    dns.setTxt(kept.txtName, [kept.txtValue]);
    dns.setTxt(back.txtName, []);
    t.clock.advance(DAY);
    const missingSince = t.clock.now();
    rows = await check();
    expect(rows.kept).toMatchObject({ status: 'verified', missingSince: null });
    expect(rows.dropped).toMatchObject({
      status: 'verified',
      missingSince,
      checkedAt: missingSince,
    });
    expect(rows.back).toMatchObject({ status: 'verified', missingSince });

    // Day 3: DNS fails (SERVFAIL, then no answer): nothing changes, and it is tried again.
    t.clock.advance(DAY);
    for (const mode of ['servfail', 'silent'] as const) {
      dns.setMode(mode);
      const before = await check();
      expect(before.dropped).toEqual(rows.dropped);
      expect(before.back).toEqual(rows.back);
      expect(before.kept!.checkedAt).toEqual(rows.kept!.checkedAt);
    }
    dns.setMode('answer');
    // The record is back: missingSince is cleared.
    dns.setTxt(back.txtName, [back.txtValue]);
    rows = await check();
    expect(rows.back).toMatchObject({ status: 'verified', missingSince: null });
    expect(rows.dropped).toMatchObject({ status: 'verified', missingSince });

    // Missing for less than 7 days: still verified; at 7 days: pending, logged, owner mailed.
    t.clock.set(new Date(missingSince.getTime() + (DOMAIN_MISSING_DAYS - 1) * DAY));
    expect((await check()).dropped).toMatchObject({ status: 'verified', missingSince });
    t.clock.set(new Date(missingSince.getTime() + DOMAIN_MISSING_DAYS * DAY));
    rows = await check();
    expect(rows.dropped).toMatchObject({ status: 'pending', verifiedAt: null, missingSince: null });
    expect(rows.kept!.status).toBe('verified');
    expect(rows.back!.status).toBe('verified');
    const [logged, ...more] = await auditOf(dropped.teamId, 'domain.unverified');
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      actorKind: 'system',
      actorId: null,
      actorName: COPY.teamAuditSystemActor,
      targetKind: 'domain',
      targetLabel: dropped.domain,
      details: { missingSince: missingSince.toISOString() },
    });
    const mails = await t.deps.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.toAddress, dropped.admin.email));
    const mail = mails.find((m) => m.subject.includes(dropped.domain));
    expect(mail?.textBody).toContain(dropped.txtName);
    expect(mail?.textBody).toContain('/team/sign-in');
    // Pending now: the job leaves it alone; the Verify button brings it back.
    const queries = dns.queries.length;
    t.clock.advance(2 * DAY);
    await recheckVerifiedDomains(t.deps);
    expect(dns.queries.filter((q) => q === dropped.txtName).length).toBe(
      dns.queries.slice(0, queries).filter((q) => q === dropped.txtName).length,
    );
    expect(await auditOf(dropped.teamId, 'domain.unverified')).toHaveLength(1);
  });
});
