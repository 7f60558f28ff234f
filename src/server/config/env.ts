/**
 * The process environment as the server reads it: each variable that is set and not empty, by
 * name. config.ts parses it into Config (one schema per concern), and production-safety.ts
 * checks it for what production refuses; neither needs the other's types.
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** `source` without its unset and empty variables: an empty value means "not set". */
export function readEnv(source: NodeJS.ProcessEnv): Env {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
}
