import path from 'node:path';
import type { Config } from '../config/config';
import { createStorage } from '../create-deps';
import { openDatabase } from '../db/client';
import { requestCommand } from '../db/command-socket';
import { prepareSchema } from '../db/migrate';
import { pgliteDirOwner } from '../db/pglite-lock';
import { systemClock, systemRandom } from '../lib/runtime';
import { runCommand, type CommandRequest } from './commands';
import { CommandError } from './context';

/**
 * Runs a database command where it may run. PostgreSQL: here, on a connection of its own, as
 * any server process would. PGlite with a server running: the server runs it (PGlite is one
 * process's database, with one session a transaction from here would interleave with), asked
 * over its owner-only socket. PGlite with no server: here, holding the folder's lock meanwhile.
 * Answers what to print; a refusal throws CommandError.
 */
export async function dispatchCommand(config: Config, request: CommandRequest): Promise<string> {
  if (!config.databaseUrl) {
    const dir = path.resolve(config.dataDir, 'pglite');
    if (pgliteDirOwner(dir)) {
      const reply = await requestCommand(dir, request);
      if (!reply.ok) throw new CommandError(reply.message);
      return reply.output;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    // One command at a time.
    poolSize: 2,
    timeouts: config.databaseTimeouts,
  });
  try {
    await prepareSchema(database);
    return await runCommand(
      {
        config,
        database,
        clock: systemClock,
        random: systemRandom,
        storage: await createStorage(config),
      },
      request,
    );
  } finally {
    await database.close();
  }
}
