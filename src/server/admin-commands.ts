import { z } from 'zod';
import { EmailAddress } from '#shared/schemas/auth';
import { runRetention } from './modules/retention/retention-job';
import { createUser, CreateUserArgs, invite, InviteArgs } from './admin-accounts';
import { AdminCommandError, type AdminContext } from './admin-context';
import { grantAdmin, revokeAdmin } from './admin-roles';
import type { AdminAnswer } from './db/admin-socket';

/**
 * The `npm run admin` commands that work on the database. The same functions run in the
 * command line's process (PostgreSQL, or PGlite with no server running) and in the running
 * server's process when the command line asks it over its socket (PGlite, one process only):
 * there the request is validated again, and anything else is refused.
 */
interface AdminCommand {
  /** The validated arguments, or an AdminCommandError naming each problem. */
  parse(values: unknown): Record<string, unknown>;
  run(ctx: AdminContext, values: unknown): Promise<string>;
}

function command<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  run: (ctx: AdminContext, args: z.output<S>) => Promise<string>,
): AdminCommand {
  const parse = (values: unknown): z.output<S> => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const lines = result.error.issues.map(
      (issue) => `  --${issue.path.join('.')}: ${issue.message}`,
    );
    throw new AdminCommandError(`Invalid arguments:\n${lines.join('\n')}`);
  };
  return { parse, run: (ctx, values) => run(ctx, parse(values)) };
}

const EmailArgs = z.object({ email: EmailAddress });

async function prune(ctx: AdminContext): Promise<string> {
  const report = await runRetention(ctx);
  return Object.entries(report)
    .map(([what, rows]) => `${what}: ${rows}`)
    .join('\n');
}

const COMMANDS: Record<string, AdminCommand> = {
  invite: command(InviteArgs, invite),
  'create-user': command(CreateUserArgs, createUser),
  prune: command(z.object({}), prune),
  'grant-admin': command(EmailArgs, (ctx, args) => grantAdmin(ctx, args.email)),
  'revoke-admin': command(EmailArgs, (ctx, args) => revokeAdmin(ctx, args.email)),
};

export const DATABASE_COMMANDS = Object.keys(COMMANDS);

/** One command with its validated arguments: what the command line sends the server. */
export interface AdminRequest {
  command: string;
  args: Record<string, unknown>;
}

function commandNamed(name: unknown): AdminCommand {
  const found = typeof name === 'string' && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : null;
  if (!found) throw new AdminCommandError(`Unknown command: ${String(name)}`);
  return found;
}

/** Validates `values` for `name`: the request to run, or an AdminCommandError. */
export function parseAdminRequest(name: string, values: unknown): AdminRequest {
  return { command: name, args: commandNamed(name).parse(values) };
}

/** Runs a request (validated again: it may come over the socket); answers what to print. */
export async function runAdminCommand(ctx: AdminContext, request: unknown): Promise<string> {
  const { command: name, args } = (request ?? {}) as Partial<AdminRequest>;
  return commandNamed(name).run(ctx, args ?? {});
}

/** The server's side of the socket: a refusal is an answer; anything else is its error. */
export async function answerAdminRequest(
  ctx: AdminContext,
  request: unknown,
): Promise<AdminAnswer> {
  try {
    return { ok: true, output: await runAdminCommand(ctx, request) };
  } catch (error) {
    if (error instanceof AdminCommandError) return { ok: false, message: error.message };
    throw error;
  }
}
