import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { runRetention } from '../retention/retention-job';

// Real browsers' strings, each with a marker to search the database for.
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1 Zq7Phone/7';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Zq7Desk/2';
const VISITOR_IP = '203.0.113.77';

describe.each(databaseKinds)('insights on %s', (kind) => {
  let t: TestApp;
  let owner: { id: string; email: string; password: string };
  let headers: Record<string, string>;
  let card: { id: number; uuid: string };
  let handle = '';
  const buttonUuid = randomUUID();

  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://cards.example' });
    handle = `ada-${randomUUID().slice(0, 8)}`;
    ({
      user: owner,
      card,
      headers,
    } = await t.subscribedOwner({
      card: { lastName: 'L' },
      profile: {
        aliasSlug: handle,
        name: 'Ada',
        linkedInUrl: 'https://www.linkedin.com/in/ada',
        buttons: [{ uuid: buttonUuid, text: 'Book a call', url: 'https://cal.example/ada' }],
      },
    }));
  });
  afterAll(() => t.close());

  const visit = (url: string, extra: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url,
      remoteAddress: VISITOR_IP,
      headers: { 'user-agent': PHONE, ...extra },
    });

  async function insights(query = 'days=7') {
    await t.app.insights.flush();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/insights?${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('counts views by source, visitors once a day, and nothing for bots, HEAD or prefetch', async () => {
    const before = (await insights()).totals;
    expect((await visit(`/u/${handle}?src=qr`)).statusCode).toBe(200);
    // The same visitor again (a 304 revalidation is still a view), then another browser.
    const first = await visit(`/u/${handle}?src=qr`);
    expect(
      (await visit(`/u/${handle}`, { 'if-none-match': first.headers.etag as string })).statusCode,
    ).toBe(304);
    await visit(`/u/${card.uuid}?src=NFC`, { 'user-agent': DESKTOP });
    // Asks not to be tracked: a view, no visitor.
    await visit(`/u/${handle}?src=email`, { 'user-agent': 'Mozilla/5.0 Firefox/140', dnt: '1' });
    await visit(`/u/${handle}`, { 'user-agent': 'Mozilla/5.0 Safari/18', 'sec-gpc': '1' });
    // Not people: crawlers, link unfurlers, HEAD, prefetch, no User-Agent.
    await visit(`/u/${handle}`, {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await visit(`/u/${handle}`, {
      'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    });
    await visit(`/u/${handle}`, { 'user-agent': 'facebookexternalhit/1.1' });
    await visit(`/u/${handle}`, {}, 'HEAD');
    await visit(`/u/${handle}`, { 'sec-purpose': 'prefetch;prerender' });
    await visit(`/u/${handle}`, { purpose: 'prefetch' });
    await visit(`/u/${handle}`, { 'user-agent': '' });

    const after = await insights();
    expect(after.totals.views - before.views).toBe(6);
    expect(after.totals.visitors - before.visitors).toBe(2);
    const sources = Object.fromEntries(
      after.sources.map((row: { source: string; views: number }) => [row.source, row.views]),
    );
    // The revalidation and the Safari view came without a tag: 'link'.
    expect(sources).toEqual({ qr: 2, nfc: 1, email: 1, link: 2 });
  });

  it('takes the referring site as source, and files unknown tags under other', async () => {
    await visit(`/u/${handle}`, { referer: 'https://www.linkedin.com/feed/update/1' });
    await visit(`/u/${handle}`, { referer: 'https://cards.example/somewhere' });
    await visit(`/u/${handle}?src=%3Cscript%3E`);
    await visit(`/u/${handle}`, { referer: 'javascript:alert(1)' });
    const { sources } = await insights();
    const views = (name: string) =>
      sources.find((row: { source: string }) => row.source === name)?.views ?? 0;
    expect(views('linkedin.com')).toBe(1);
    expect(views('other')).toBe(1);
    expect(sources.map((row: { source: string }) => row.source)).not.toContain('<script>');
    expect(sources.map((row: { source: string }) => row.source)).not.toContain('cards.example');
  });

  it('counts saves, clicks on the profile links (by ping) and messages', async () => {
    const before = (await insights()).totals;
    expect((await visit(`/api/vcard/${card.uuid}/download`)).statusCode).toBe(200);
    await visit(`/api/vcard/${card.uuid}/download`, {}, 'HEAD');
    const ping = (link: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/card-profiles/public/${handle}/click?link=${link}`,
        remoteAddress: VISITOR_IP,
        headers: { 'user-agent': PHONE, 'content-type': 'text/ping', 'ping-to': 'https://x' },
        payload: 'PING',
      });
    expect((await ping(buttonUuid)).statusCode).toBe(204);
    expect((await ping('linkedInUrl')).statusCode).toBe(204);
    // A link the profile does not have, or a field it left empty: nothing to count.
    const unknown = await ping(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COPY.insightsLinkUnknown);
    expect((await ping('facebookUrl')).statusCode).toBe(404);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/card-profiles/public/${handle}/send-message`,
      remoteAddress: VISITOR_IP,
      headers: { 'user-agent': PHONE },
      payload: { name: 'Vi', email: 'vi@example.com', phone: '123', message: 'Hello' },
    });
    expect(sent.statusCode).toBe(200);

    const after = await insights();
    expect(after.totals.saves - before.saves).toBe(1);
    expect(after.totals.clicks - before.clicks).toBe(2);
    expect(after.totals.messages - before.messages).toBe(1);
    expect(after.links).toEqual(
      expect.arrayContaining([
        { label: 'Book a call', url: 'https://cal.example/ada', clicks: 1 },
        { label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada', clicks: 1 },
      ]),
    );
  });

  it("counts the app's public route once (view=1), not every profile JSON read", async () => {
    const before = (await insights()).totals.views;
    await visit(`/api/card-profiles/public/${handle}`);
    await visit(`/api/card-profiles/public/${handle}?view=1&src=wallet`);
    const after = await insights();
    expect(after.totals.views - before).toBe(1);
    expect(after.sources).toEqual(expect.arrayContaining([{ source: 'wallet', views: 1 }]));
  });

  it('answers one row per day of the period in the time zone asked for, zeros included', async () => {
    const week = await insights('days=7&tz=Europe/Berlin');
    expect(week.daily).toHaveLength(7);
    expect(week.daily[6].date).toBe(week.to);
    expect(week.daily[0].date).toBe(week.from);
    for (let i = 1; i < 7; i += 1) {
      const step = Date.parse(week.daily[i].date) - Date.parse(week.daily[i - 1].date);
      expect(step).toBe(86_400_000);
    }
    expect(week.daily.slice(0, 6).every((row: { views: number }) => row.views === 0)).toBe(true);
    expect(week.daily[6].views).toBe(week.totals.views);
    const quarter = await insights('days=90');
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.totals).toEqual(week.totals);
    expect(quarter.previous).toEqual({ views: 0, visitors: 0, saves: 0, clicks: 0, messages: 0 });
  });

  it('exports the daily rows as CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}/insights.csv?days=7`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="card-\d+-insights-/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,views,visitors,saves,clicks,messages');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toMatch(/^\d{4}-\d{2}-\d{2},[1-9]\d*,/);
  });

  it('refuses other owners, anonymous callers, bad periods and unknown time zones', async () => {
    const other = await t.createUser({ stripeSubscriptionStatus: 'active' });
    const otherHeaders = bearer((await t.login(other.email, other.password)).accessToken);
    const get = (url: string, with_: Record<string, string> = headers) =>
      t.app.inject({ method: 'GET', url, headers: with_ });
    expect((await get(`/api/cards/${card.id}/insights`, otherHeaders)).statusCode).toBe(404);
    expect((await get(`/api/cards/${card.id}/insights.csv`, otherHeaders)).statusCode).toBe(404);
    expect((await get(`/api/cards/${card.id}/insights`, {})).statusCode).toBe(401);
    const badDays = await get(`/api/cards/${card.id}/insights?days=14`);
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().message).toContain(COPY.insightsDaysInvalid);
    const badZone = await get(`/api/cards/${card.id}/insights?tz=Mars/Olympus_Mons`);
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().message).toContain(COPY.insightsTimeZoneInvalid);
    // The default period is 30 days.
    expect((await get(`/api/cards/${card.id}/insights`)).json().daily).toHaveLength(30);
  });

  it('asks owners without the subscription to upgrade, and gives every owner the summary', async () => {
    const { card: basicCard, headers: basicHeaders } = await t.ownerWithCard({
      card: { shopifyProductTitle: 'Plastic', firstName: 'B', lastName: 'C' },
    });
    await visit(`/u/${basicCard.uuid}`);
    await visit(`/api/vcard/${basicCard.uuid}/download`);
    await t.app.insights.flush();
    const locked = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${basicCard.id}/insights`,
      headers: basicHeaders,
    });
    expect(locked.statusCode).toBe(402);
    expect(locked.json().message).toBe(COPY.subscriptionRequired);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/insights/summary',
      headers: basicHeaders,
    });
    expect(summary.statusCode).toBe(200);
    // Recorded for every card, so an owner who upgrades sees the history.
    expect(summary.json()).toEqual({ cards: [{ cardId: basicCard.id, views: 1, saves: 1 }] });
    const own = await t.app.inject({ method: 'GET', url: '/api/insights/summary', headers });
    expect(own.json().cards).toEqual([
      expect.objectContaining({ cardId: card.id, views: expect.any(Number) }),
    ]);
    expect(own.json().cards[0].views).toBeGreaterThan(5);
  });

  it('stores no IP address or User-Agent string anywhere', async () => {
    await visit(`/u/${handle}?src=qr`);
    await t.app.insights.flush();
    const { rows: columns } = (await t.deps.database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea')
    `)) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
    expect(columns.length).toBeGreaterThan(20);
    for (const needle of ['Zq7Phone', VISITOR_IP, 'Zq7Desk']) {
      for (const { table_name, column_name } of columns) {
        const { rows } = (await t.deps.database.db.execute(
          sql`select count(*)::int as hits from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${needle}%`}`,
        )) as unknown as { rows: Array<{ hits: number }> };
        expect(rows[0]!.hits, `${needle} in ${table_name}.${column_name}`).toBe(0);
      }
    }
  });

  it('prunes raw events after the retention period and old salts, keeping the totals', async () => {
    const totals = (await insights('days=90')).totals;
    const [{ events: before }] = (
      (await t.deps.database.db.execute(
        sql`select count(*)::int as events from insight_events where card_id = ${card.id}`,
      )) as unknown as { rows: Array<{ events: number }> }
    ).rows as [{ events: number }];
    expect(before).toBeGreaterThan(0);
    const now = t.clock.now();
    t.clock.advance((t.config.insightsRetentionDays + 1) * 86_400_000);
    try {
      const report = await runRetention(t.deps);
      expect(report.insightEvents).toBeGreaterThanOrEqual(before);
      expect(report.insightDays).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.set(now);
    }
    const { rows } = (await t.deps.database.db.execute(
      sql`select (select count(*)::int from insight_events) as events, (select count(*)::int from insight_salts) as salts, (select count(*)::int from insight_visitors) as visitors`,
    )) as unknown as { rows: Array<{ events: number; salts: number; visitors: number }> };
    expect(rows[0]).toEqual({ events: 0, salts: 0, visitors: 0 });
    // The owner's session was pruned with the far-future clock: sign in again.
    headers = bearer((await t.login(owner.email, owner.password)).accessToken);
    expect((await insights('days=90')).totals).toEqual(totals);
  });
});
