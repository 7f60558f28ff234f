import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { EmailAddress, NewPassword } from '#shared/schemas/auth';
import { backupCommand, restoreCommand } from './admin-backup';
import { ConfigError, loadConfig, type Config } from './config';
import { createStorage } from './create-deps';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { users } from './db/schema';
import { systemClock, systemRandom } from './lib/runtime';
import { assignCardsFromOrder } from './modules/accounts/assign-cards';
import { hashPassword } from './modules/auth/passwords';
import { runRetention } from './modules/retention/retention-job';

const USAGE = `Usage:
  npm run admin -- invite --email E --first-name F --last-name L --product P [--variant V] [--quantity N]
      Gives N cards (default 1) of product P to the account with e-mail E, inviting E by
      e-mail when there is no account yet, exactly as a paid shop order does.
  npm run admin -- create-user --email E --password P [--first-name F] [--last-name L]
      Creates a verified owner who can log in at once.
  npm run admin -- backup FILE
      PGlite: writes a consistent backup of the database to FILE, made by the running server
      when one runs. PostgreSQL: use pg_dump.
  npm run admin -- restore FILE
      PGlite: replaces the database with the backup in FILE; stop the server first. The
      previous database is kept beside it. PostgreSQL: use pg_restore.
  npm run admin -- prune
      Runs the retention job once (the server runs it hourly): deletes expired tokens and
      sessions, old mail and webhook ids, and uploaded files nothing uses after 24 hours.

Uses the same DATABASE_URL / DATA_DIR as the server. With PGlite, stop the server first.
Queued mail is sent by the server's mail worker when it runs.`;

const Invite = z.object({
  email: EmailAddress,
  'first-name': z.string().trim().min(1, 'is required'),
  'last-name': z.string().trim().min(1, 'is required'),
  product: z.string().trim().min(1, 'is required').max(200),
  variant: z.string().trim().max(200).optional(),
  quantity: z.coerce.number().int().min(1).max(100).default(1),
});

const CreateUser = z.object({
  email: EmailAddress,
  password: NewPassword,
  'first-name': z.string().trim().max(100).default(''),
  'last-name': z.string().trim().max(100).default(''),
});

function parse<T extends z.ZodType>(schema: T, values: unknown): z.infer<T> {
  const result = schema.safeParse(values);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  --${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid arguments:\n${lines.join('\n')}\n\n${USAGE}`);
  }
  return result.data;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      product: { type: 'string' },
      variant: { type: 'string' },
      quantity: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (
    values.help ||
    !command ||
    !['invite', 'create-user', 'backup', 'restore', 'prune'].includes(command)
  ) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }

  const config = loadConfig();
  if (command === 'backup' || command === 'restore') {
    const file = positionals[1];
    if (!file) throw new ConfigError(`${command} needs a FILE.\n\n${USAGE}`);
    await (command === 'backup' ? backupCommand : restoreCommand)(path.resolve(file), config);
    return;
  }
  if (command === 'prune') return prune(config);
  const input = command === 'invite' ? parse(Invite, values) : parse(CreateUser, values);
  const database = await openAdminDatabase(config);
  try {
    const deps = { clock: systemClock, random: systemRandom, config };
    if (command === 'invite') {
      const order = input as z.infer<typeof Invite>;
      const result = await database.db.transaction((tx) =>
        assignCardsFromOrder(tx, deps, {
          email: order.email,
          firstName: order['first-name'],
          lastName: order['last-name'],
          orderId: null,
          items: [
            {
              productTitle: order.product,
              variantTitle: order.variant ?? null,
              quantity: order.quantity,
            },
          ],
        }),
      );
      console.log(
        `Gave ${result.cardIds.length} card(s) (ids ${result.cardIds.join(', ')}) to ${order.email}.` +
          (result.invited
            ? ' A verification e-mail is queued; the server sends it.'
            : ' The account already exists, so no invitation was needed.'),
      );
    } else {
      const user = input as z.infer<typeof CreateUser>;
      const [existing] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, user.email));
      if (existing) throw new ConfigError(`An account with e-mail ${user.email} already exists.`);
      const now = systemClock.now();
      await database.db.insert(users).values({
        email: user.email,
        passwordHash: await hashPassword(user.password),
        firstName: user['first-name'],
        lastName: user['last-name'],
        createdAt: now,
        updatedAt: now,
      });
      console.log(`Created owner ${user.email}; they can log in now.`);
    }
  } finally {
    await database.close();
  }
}

/** One retention run against the server's database and storage; prints what it deleted. */
/** The server's database, migrated, with a small pool: one command at a time. */
async function openAdminDatabase(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
    timeouts: config.databaseTimeouts,
  });
  await migrateDatabase(database);
  return database;
}

async function prune(config: Config) {
  const database = await openAdminDatabase(config);
  try {
    const report = await runRetention({
      config,
      database,
      clock: systemClock,
      storage: createStorage(config),
    });
    for (const [what, rows] of Object.entries(report)) console.log(`${what}: ${rows}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
