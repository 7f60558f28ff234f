import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Hash of a password nobody knows: verified against when the e-mail is unknown. */
let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown e-mail, or an invited
 * owner who has not set a password yet) it still runs one argon2 verification, so every
 * rejected login costs the same time and timing cannot tell which e-mails have accounts.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('catalyst-connect-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
