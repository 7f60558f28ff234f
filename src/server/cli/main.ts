import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config';
import { ownerOnlyUmask } from '../db/owner-only-files';
import { backupCommand, restoreCommand } from './backup';
import { DATABASE_COMMANDS, parseCommandRequest, type CommandRequest } from './commands';
import { CommandError } from './context';
import { dispatchCommand } from './dispatch';

const USAGE = `Usage:
  npm run admin -- invite --email E --first-name F --last-name L --product P [--variant V] [--quantity N]
      Gives N cards (default 1) of product P to the account with e-mail E, inviting E by
      e-mail when there is no account yet, exactly as a paid shop order does.
  npm run admin -- create-user --email E --password P [--first-name F] [--last-name L]
      Creates a verified owner who can log in at once.
  npm run admin -- grant-admin --email E
      Makes the account with e-mail E an admin (the operator console). Recorded in the audit log.
  npm run admin -- revoke-admin --email E
      Makes the admin with e-mail E an owner again; the last admin cannot be revoked.
  npm run admin -- backup FILE
      PGlite: writes a consistent backup of the database to FILE, made by the running server
      when one runs. PostgreSQL: use pg_dump.
  npm run admin -- restore FILE
      PGlite: replaces the database with the backup in FILE; stop the server first. The
      previous database is kept beside it. PostgreSQL: use pg_restore.
  npm run admin -- prune
      Runs the retention job once (the server runs it hourly): deletes expired tokens and
      sessions, old mail and webhook ids, and uploaded files nothing uses after 24 hours.

Uses the same DATABASE_URL / DATA_DIR as the server, and works while the server runs (with
PGlite the running server carries the command out) except restore. Queued mail is sent by the
server's mail worker when it runs.`;

/**
 * `npm run admin`: parses the command line, then runs the command (argument checks here, the work
 * elsewhere).
 */
async function main() {
  // Backups and restored databases are the owner's alone, as the server's files are.
  ownerOnlyUmask();
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
  const known = ['backup', 'restore', ...DATABASE_COMMANDS];
  if (values.help || !command || !known.includes(command)) {
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
  let request: CommandRequest;
  try {
    request = parseCommandRequest(command, values);
  } catch (error) {
    if (error instanceof CommandError) throw new ConfigError(`${error.message}\n\n${USAGE}`);
    throw error;
  }
  console.log(await dispatchCommand(config, request));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
