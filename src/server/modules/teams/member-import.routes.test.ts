import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, teamMembers } from '#server/db/schema';
import {
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_IMPORTS_PER_MINUTE,
} from '#shared/constants';
import { COPY } from '#shared/copy';
import { hostileMemberCsv } from '#tests/support/hostile-inputs';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app';
import { databaseKinds } from '#tests/support/test-database';
import { hasMoreLinesThan, readMemberCsv } from './import-members';

describe('readMemberCsv', () => {
  it('names each row by the line it starts on, across quoted line breaks, blank lines and a BOM', async () => {
    const csv = [
      '\uFEFFEmail,First_Name,Last_Name,Role,Title',
      'ada@example.com,Ada,Lovelace,admin,"Analyst, Engines"',
      '',
      'grace@example.com,"Grace',
      'Brewster",Hopper,,',
      'bad "quote,x,y',
      'alan@example.com,Alan,Turing',
    ].join('\r\n');
    const { rows, errors } = await readMemberCsv(csv);
    expect(rows.map(({ line, row }) => [line, row.email, row.first_name, row.title])).toEqual([
      [2, 'ada@example.com', 'Ada', 'Analyst, Engines'],
      [4, 'grace@example.com', 'Grace\nBrewster', ''],
      [7, 'alan@example.com', 'Alan', undefined],
    ]);
    expect(errors).toEqual([{ line: 6, message: COPY.memberCsvUnreadable }]);
  });

  it('reads a file longer than one piece the same, quoted line breaks across the cuts', async () => {
    const rows = Array.from(
      { length: 600 },
      (_, i) => `p${i}@example.com,"Name\n${'x'.repeat(40)}",L,,"T, ${i}"`,
    );
    const csv = ['email,first_name,last_name,role,title', ...rows].join('\r\n');
    expect(csv.length).toBeGreaterThan(2 * 16 * 1024);
    const read = await readMemberCsv(csv);
    expect(read.errors).toEqual([]);
    expect(read.rows).toHaveLength(600);
    expect(read.rows.map(({ line }) => line)).toEqual(rows.map((_, i) => 2 + 2 * i));
    expect(read.rows.every(({ row }, i) => row.title === `T, ${i}`)).toBe(true);
    expect(read.rows[599]?.row.first_name).toBe(`Name\n${'x'.repeat(40)}`);
  });

  it('refuses a file without a header or without an email column', async () => {
    await expect(readMemberCsv('first_name,last_name\nAda,Lovelace\n')).rejects.toThrow(
      COPY.memberCsvNoEmailColumn,
    );
  });
});

describe('hasMoreLinesThan', () => {
  it('counts the lines with something on them, whatever their endings', () => {
    expect(hasMoreLinesThan('a\nb\r\nc\rd', 4)).toBe(false);
    expect(hasMoreLinesThan('a\nb\r\nc\rd', 3)).toBe(true);
    expect(hasMoreLinesThan('a\n\n\r\n\nb\n\n', 2)).toBe(false);
    expect(hasMoreLinesThan('a\n\n\r\n\nb\n\n', 1)).toBe(true);
    expect(hasMoreLinesThan('', 0)).toBe(false);
    expect(hasMoreLinesThan('"two\nlines"', 1)).toBe(true);
  });
});

/** The hostile file: 45 000 rows in 440 KB, far past the row limit and under the byte limit. */
function hostileCsv(): string {
  const csv = hostileMemberCsv();
  expect(csv.length).toBeGreaterThan(400_000);
  expect(csv.length).toBeLessThan(MEMBER_IMPORT_MAX_BYTES);
  return csv;
}

describe.each(databaseKinds)('member CSV import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function team(createdAt?: Date) {
    const owner = await t.createUser(createdAt ? { createdAt } : {});
    const headers = bearer((await t.login(owner.email, owner.password)).accessToken);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers,
      payload: { name: 'Import Co' },
    });
    return { headers, teamId: created.json().id as string, ownerEmail: owner.email };
  }

  const upload = (
    teamId: string,
    headers: Record<string, string>,
    csv: string,
    type = 'text/csv',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/members/import`,
      headers: { ...headers, 'content-type': type },
      payload: csv,
    });

  it('invites every valid row in one go and reports every bad one with its line', async () => {
    const { headers, teamId, ownerEmail } = await team();
    await t.app.inject({
      method: 'POST',
      url: `/api/teams/${teamId}/members`,
      headers,
      payload: { email: 'already@example.com' },
    });
    const csv = [
      'email,first_name,last_name,role,title',
      'ada@example.com,Ada,Lovelace,admin,"Analyst, Engines"',
      'not-an-email,Bad,Row,,',
      'grace@example.com,Grace,Hopper,,Rear Admiral',
      'GRACE@example.com,Grace,Again,,',
      'boss@example.com,Big,Boss,owner,',
      'eve@example.com,Eve,,chief,',
      'already@example.com,Al,Ready,,',
      `${ownerEmail},Me,Myself,,`,
      'line@example.com,"Two\nLines",Name,,',
    ].join('\n');
    const response = await upload(teamId, headers, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      invited: 2,
      errors: [
        { line: 3, message: COPY.invalidEmail },
        { line: 5, message: COPY.duplicateInFile },
        { line: 6, message: COPY.unknownTeamRole },
        { line: 7, message: COPY.unknownTeamRole },
        { line: 8, message: COPY.alreadyInThisTeam },
        { line: 9, message: COPY.alreadyInThisTeam },
        { line: 10, message: 'First name must be a single line of text' },
      ],
    });
    const rows = await t.deps.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    expect(
      rows
        .filter((row) => row.status === 'invited')
        .map((row) => [row.email, row.role, row.title])
        .sort(),
    ).toEqual([
      ['ada@example.com', 'admin', 'Analyst, Engines'],
      ['already@example.com', 'member', ''],
      ['grace@example.com', 'member', 'Rear Admiral'],
    ]);
    const mailed = await t.deps.database.db
      .select({ to: mailQueue.toAddress })
      .from(mailQueue)
      .where(eq(mailQueue.subject, "You're invited to join a team on Catalyst Connect"));
    expect(mailed.map((mail) => mail.to).sort()).toEqual([
      'ada@example.com',
      'already@example.com',
      'grace@example.com',
    ]);
  });

  it('imports 200 people in one request well under 10 s, each with a mail', async () => {
    // An account a day old: a new account's first day allows fewer than 200 invitation mails.
    const { headers, teamId } = await team(new Date(t.clock.now().getTime() - 86_400_001));
    const csv = [
      'email,first_name,last_name,role,title',
      ...Array.from({ length: 200 }, (_, i) => `person${i}@example.com,Person,Number ${i},,Sales`),
    ].join('\n');
    const started = performance.now();
    const response = await upload(teamId, headers, csv);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invited: 200, errors: [] });
    expect(seconds).toBeLessThan(10);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${teamId}/members`,
      headers,
    });
    expect(listed.json()).toHaveLength(201);
  });

  it('refuses an empty file or one without an email column (400), another type (415), too many rows (413)', async () => {
    const { headers, teamId } = await team();
    expect((await upload(teamId, headers, '')).statusCode).toBe(400);
    const noEmail = await upload(teamId, headers, 'name\nAda\n');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(COPY.memberCsvNoEmailColumn);
    expect((await upload(teamId, headers, 'email\na@example.com', 'text/plain')).statusCode).toBe(
      415,
    );
    const many = ['email', ...Array.from({ length: 1_001 }, (_, i) => `m${i}@example.com`)].join(
      '\n',
    );
    const tooMany = await upload(teamId, headers, many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(COPY.memberCsvTooManyRows);
    const huge = await upload(teamId, headers, `email\n${'x'.repeat(600 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    // Nothing of the refused files was written.
    const rows = await t.deps.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a file of 45 000 short rows by its line count at once, before parsing it', async () => {
    const { headers, teamId } = await team();
    const csv = hostileCsv();
    // The same request with a file refused as quickly (no email column): sign-in and team check.
    const timed = async (body: string) => {
      const started = performance.now();
      const response = await upload(teamId, headers, body);
      return { response, ms: performance.now() - started };
    };
    await timed('name\nAda');
    const baseline = await timed('name\nAda');
    const { response, ms } = await timed(csv);
    expect(baseline.response.statusCode).toBe(400);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(COPY.memberCsvTooManyRows);
    // Parsing it took 0.4 s on a quiet machine; the line count takes a few milliseconds.
    expect(ms - baseline.ms).toBeLessThan(100);
  });

  it('takes a file of the largest size and rows, and refuses one byte more with its own 413', async () => {
    const { headers, teamId } = await team();
    const header = 'email,first_name,last_name,role,title';
    // Rows without an address: each comes back as an error, and nothing is written.
    const row = (i: number) => `person ${i},,,,`;
    // The last row's title fills the file to the byte limit exactly.
    const rows = Array.from({ length: MEMBER_IMPORT_MAX_ROWS }, (_, i) => row(i));
    const body = [header, ...rows].join('\n');
    const fill = 'x'.repeat(MEMBER_IMPORT_MAX_BYTES - body.length);
    const atLimit = body + fill;
    expect(Buffer.byteLength(atLimit)).toBe(MEMBER_IMPORT_MAX_BYTES);
    const taken = await upload(teamId, headers, atLimit);
    expect(taken.statusCode, taken.body.slice(0, 200)).toBe(200);
    expect(taken.json().invited).toBe(0);
    expect(taken.json().errors).toHaveLength(MEMBER_IMPORT_MAX_ROWS);
    const over = await upload(teamId, headers, `${atLimit}x`);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(COPY.memberCsvTooLarge);
  });

  it(`answers 429 past ${MEMBER_IMPORTS_PER_MINUTE} imports a minute by one account, not another's`, async () => {
    const { headers, teamId } = await team();
    for (let i = 0; i < MEMBER_IMPORTS_PER_MINUTE; i++) {
      expect((await upload(teamId, headers, 'name\nAda')).statusCode).toBe(400);
    }
    const limited = await upload(teamId, headers, 'email\nada@example.com');
    expect(limited.statusCode).toBe(429);
    const other = await team();
    expect((await upload(other.teamId, other.headers, 'name\nAda')).statusCode).toBe(400);
  });

  it('two imports of the same people at once invite each address once', async () => {
    const { headers, teamId } = await team();
    const csv = ['email', ...Array.from({ length: 20 }, (_, i) => `race${i}@example.com`)].join(
      '\n',
    );
    const answers = await Promise.all([upload(teamId, headers, csv), upload(teamId, headers, csv)]);
    const bodies = answers.map((answer) => answer.json() as { invited: number; errors: unknown[] });
    expect(bodies.map((body) => body.invited).sort((a, b) => a - b)).toEqual([0, 20]);
    expect(bodies.find((body) => body.invited === 0)?.errors).toHaveLength(20);
  });
});
