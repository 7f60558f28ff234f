import { z } from 'zod';
import { EmailAddress } from '#shared/schemas/auth';
import type { CommandAnswer } from '../db/command-socket';
import { runRetention } from '../modules/retention/retention-job';
import { createUser, CreateUserArgs, invite, InviteArgs } from './accounts';
import { CommandError, type CommandContext } from './context';
import { grantAdmin, revokeAdmin } from './roles';

/**
 * The `npm run admin` commands that work on the database. The same functions run in the
 * command line's process (PostgreSQL, or PGlite with no server running) and in the running
 * server's process when the command line asks it over its socket (PGlite, one process only):
 * there the request is validated again, and anything else is refused.
 */
interface DatabaseCommand {
  /** The validated arguments, or an CommandError naming each problem. */
  parse(values: unknown): Record<string, unknown>;
  run(ctx: CommandContext, values: unknown): Promise<string>;
}

function command<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  run: (ctx: CommandContext, args: z.output<S>) => Promise<string>,
): DatabaseCommand {
  const parse = (values: unknown): z.output<S> => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const lines = result.error.issues.map(
      (issue) => `  --${issue.path.join('.')}: ${issue.message}`,
    );
    throw new CommandError(`Invalid arguments:\n${lines.join('\n')}`);
  };
  return { parse, run: (ctx, values) => run(ctx, parse(values)) };
}

const EmailArgs = z.object({ email: EmailAddress });

async function prune(ctx: CommandContext): Promise<string> {
  const report = await runRetention(ctx);
  return Object.entries(report)
    .map(([what, rows]) => `${what}: ${rows}`)
    .join('\n');
}

const COMMANDS: Record<string, DatabaseCommand> = {
  invite: command(InviteArgs, invite),
  'create-user': command(CreateUserArgs, createUser),
  prune: command(z.object({}), prune),
  'grant-admin': command(EmailArgs, (ctx, args) => grantAdmin(ctx, args.email)),
  'revoke-admin': command(EmailArgs, (ctx, args) => revokeAdmin(ctx, args.email)),
};

export const DATABASE_COMMANDS = Object.keys(COMMANDS);

/** One command with its validated arguments: what the command line sends the server. */
export interface CommandRequest {
  command: string;
  args: Record<string, unknown>;
}

function commandNamed(name: unknown): DatabaseCommand {
  const found = typeof name === 'string' && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : null;
  if (!found) throw new CommandError(`Unknown command: ${String(name)}`);
  return found;
}

/** Validates `values` for `name`: the request to run, or an CommandError. */
export function parseCommandRequest(name: string, values: unknown): CommandRequest {
  return { command: name, args: commandNamed(name).parse(values) };
}

/** Runs a request (validated again: it may come over the socket); answers what to print. */
export async function runCommand(ctx: CommandContext, request: unknown): Promise<string> {
  const { command: name, args } = (request ?? {}) as Partial<CommandRequest>;
  return commandNamed(name).run(ctx, args ?? {});
}

/** The server's side of the socket: a refusal is an answer; anything else is its error. */
export async function answerCommandRequest(
  ctx: CommandContext,
  request: unknown,
): Promise<CommandAnswer> {
  try {
    return { ok: true, output: await runCommand(ctx, request) };
  } catch (error) {
    if (error instanceof CommandError) return { ok: false, message: error.message };
    throw error;
  }
}
