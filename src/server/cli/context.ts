import type { AppDeps } from '../app-deps';

/**
 * What an `npm run admin` command works with: the running server's own deps when the server
 * runs it for the command line (PGlite), or what the command line opened itself.
 */
export type CommandContext = Pick<
  AppDeps,
  'config' | 'database' | 'clock' | 'random' | 'storage'
> & {
  /** The running server's mail worker, kicked after queueing a mail; the command line has none. */
  jobs?: Pick<AppDeps['jobs'], 'kick'>;
};

/** A refusal the operator reads as it is (an unknown e-mail, the last admin): exit code 1. */
export class CommandError extends Error {}
