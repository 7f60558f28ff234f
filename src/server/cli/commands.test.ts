import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { cards, users } from '../db/schema';
import { answerCommandRequest, parseCommandRequest, runCommand } from './commands';
import { CommandError } from './context';

/** The requests the server runs for the command line are checked again there: all of them. */
describe('command-line commands run in-process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it.each(['backup', 'restore', 'constructor', '__proto__', 'toString', undefined, 42])(
    'refuses the command %s',
    async (command) => {
      await expect(answerCommandRequest(t.deps, { command, args: {} })).resolves.toEqual({
        ok: false,
        message: `Unknown command: ${String(command)}`,
      });
    },
  );

  it('refuses requests that are not one object with valid arguments', async () => {
    for (const request of [null, 'prune', ['prune']]) {
      await expect(runCommand(t.deps, request)).rejects.toBeInstanceOf(CommandError);
    }
    const answer = await answerCommandRequest(t.deps, {
      command: 'grant-admin',
      args: { email: 'not an address' },
    });
    expect(answer).toEqual({ ok: false, message: expect.stringContaining('--email') });
    expect(() => parseCommandRequest('create-user', { email: 'a@example.com' })).toThrow(
      /--password/,
    );
  });

  it('sends what it parsed: the server parses it to the same arguments', () => {
    const request = parseCommandRequest('invite', {
      email: ' New@Example.com ',
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      product: 'Metal Card',
      quantity: '2',
    });
    const again = parseCommandRequest('invite', JSON.parse(JSON.stringify(request.args)));
    expect(again).toEqual(request);
    expect(request.args).toMatchObject({ email: 'new@example.com', quantity: 2 });
  });

  it('create-user makes an owner who can log in, once', async () => {
    const args = { email: 'made@example.com', password: 'long enough password' };
    expect(await runCommand(t.deps, { command: 'create-user', args })).toContain(
      'Created owner made@example.com',
    );
    await t.login(args.email, args.password);
    await expect(runCommand(t.deps, { command: 'create-user', args })).rejects.toThrow(
      'An account with e-mail made@example.com already exists.',
    );
  });

  it('invite gives the cards and kicks the mail worker it is given', async () => {
    const kick = vi.fn();
    const output = await runCommand(
      { ...t.deps, jobs: { kick } },
      {
        command: 'invite',
        args: {
          email: 'invited@example.com',
          'first-name': 'Grace',
          'last-name': 'Hopper',
          product: 'Metal Card',
          quantity: 2,
        },
      },
    );
    expect(output).toMatch(/^Gave 2 card\(s\) .* A verification e-mail is queued/);
    expect(kick).toHaveBeenCalledOnce();
    const [user] = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'invited@example.com'));
    const owned = await t.deps.database.db.select().from(cards).where(eq(cards.ownerId, user!.id));
    expect(owned).toHaveLength(2);
  });

  it('prune answers one line per kind of row', async () => {
    const output = await runCommand(t.deps, { command: 'prune', args: {} });
    expect(output).toMatch(/^insightEvents: \d+$/m);
    expect(output).toMatch(/^uploadsDeleted: \d+$/m);
  });
});
