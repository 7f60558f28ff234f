import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { passkeyChallenges } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { hashOpaqueToken } from './tokens';

/** How long the options' challenge may be answered: five minutes. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

type Purpose = 'registration' | 'authentication';

/**
 * Where a passkey belongs (docs/decisions/055): the relying party is APP_URL's host, and the
 * browser must have been on APP_URL's origin.
 */
export function relyingParty(deps: Pick<AppDeps, 'config'>) {
  const url = new URL(deps.config.appUrl);
  return { id: url.hostname, origin: url.origin, name: 'Catalyst Connect' };
}

/**
 * A new challenge (32 random bytes, base64url), kept as its SHA-256 until it is spent or five
 * minutes pass. Expired ones are swept here, so the table holds only the last few minutes.
 */
export async function issueChallenge(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  { purpose, userId }: { purpose: Purpose; userId: string | null },
): Promise<string> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const challenge = deps.random.bytes(32).toString('base64url');
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values({
    challengeHash: hashOpaqueToken(challenge),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000),
    createdAt: now,
  });
  return challenge;
}

/**
 * Spends the challenge the browser signed, read from its clientDataJSON, before anything is
 * verified: one DELETE ... RETURNING checks purpose, owner and expiry, so of two parallel
 * answers to one challenge only one gets it, and a failed answer spends it too. Answers the
 * challenge, for the library to compare with what was signed.
 */
export async function spendChallenge(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  {
    purpose,
    userId,
    clientDataJSON,
  }: { purpose: Purpose; userId: string | null; clientDataJSON: string },
): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new AppError('BAD_REQUEST', COPY.passkeyResponseInvalid);
  }
  if (typeof challenge !== 'string' || challenge === '') {
    throw new AppError('BAD_REQUEST', COPY.passkeyResponseInvalid);
  }
  const [spent] = await deps.database.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hashOpaqueToken(challenge)),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, deps.clock.now()),
      ),
    )
    .returning({ challengeHash: passkeyChallenges.challengeHash });
  if (!spent) throw new AppError('BAD_REQUEST', COPY.passkeyChallengeExpired);
  return challenge;
}
