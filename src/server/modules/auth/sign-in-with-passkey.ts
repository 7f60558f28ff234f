import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { passkeys, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { COPY } from '#shared/copy';
import type { TokenPair } from '#shared/schemas/auth';
import type { PasskeySignInBody } from '#shared/schemas/passkeys';
import {
  issueChallenge,
  PASSKEY_CHALLENGE_SECONDS,
  relyingParty,
  spendChallenge,
} from './passkey-challenges';
import { startSession } from './sessions';
import { assertMayUsePassword } from './sso-of-email';

/**
 * Sign-ins with a passkey per IP, counted when the options are asked for (each makes a stored
 * challenge) and given back by a sign-in that succeeds: the same window and limit as the
 * password's failures per IP (LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES_PER_IP).
 */
const passkeyLimiters = limitersPerApp((deps: Pick<AppDeps, 'config' | 'createLimiter'>) => ({
  perIp: deps.createLimiter('passkey-ip', deps.config.loginLimits.windowSeconds),
}));

/**
 * The options for navigator.credentials.get(): no e-mail and no list of credentials, so the
 * device offers the passkeys it holds for this site (discoverable credentials).
 */
export async function passkeyAuthenticationOptions(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'createLimiter'>,
  { ip }: { ip: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const taken = await passkeyLimiters(deps).perIp.take(ip);
  assertWithin(taken, deps.config.loginLimits.perIp, COPY.tooManyPasskeyAttempts);
  const challenge = await issueChallenge(deps, { purpose: 'authentication', userId: null });
  return generateAuthenticationOptions({
    rpID: relyingParty(deps).id,
    // As bytes: a string would be taken for UTF-8 text and sent re-encoded.
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
  });
}

/**
 * Signs in with a passkey: the challenge is spent, the signature verified against the stored
 * public key (origin, relying party, user verified), the counter moved forward in the same
 * statement that checks it, and a session started, the same token pair as a password login.
 * No second step: the passkey is something the owner has, unlocked by what they are or know.
 */
export async function signInWithPasskey(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'tokens' | 'config' | 'createLimiter'>,
  // The user agent goes with the IP into the session once sessions record their client.
  { body, ip, userAgent }: { body: PasskeySignInBody; ip: string; userAgent: string | undefined },
): Promise<TokenPair> {
  const response = body.response as AuthenticationResponseJSON;
  const challenge = await spendChallenge(deps, {
    purpose: 'authentication',
    userId: null,
    clientDataJSON: response.response.clientDataJSON,
  });
  const { db } = deps.database;
  const [stored] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      suspendedAt: users.suspendedAt,
      email: users.email,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id));
  if (!stored) throw new AppError('UNAUTHORIZED', COPY.passkeyNotRecognised);
  const rp = relyingParty(deps);
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports,
      },
    });
    if (!verification.verified) throw new Error('not verified');
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Response counter value')) {
      throw new AppError('UNAUTHORIZED', COPY.passkeyCounterWentBack);
    }
    throw new AppError('BAD_REQUEST', COPY.passkeyResponseInvalid);
  }
  // Said only to whoever holds the passkey, as login says it only to whoever knows the password.
  if (stored.suspendedAt) throw new AppError('FORBIDDEN', COPY.accountSuspended);
  await assertMayUsePassword(db, { id: stored.userId, email: stored.email });
  // The counter moves forward only: of two parallel sign-ins with one counter value (a cloned
  // authenticator), the second finds it already moved. An authenticator that keeps no counter
  // sends 0 every time.
  const [moved] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: deps.clock.now() })
    .where(
      and(
        eq(passkeys.id, stored.id),
        or(lt(passkeys.counter, newCounter), sql`${passkeys.counter} = 0 and ${newCounter} = 0`),
      ),
    )
    .returning({ id: passkeys.id });
  if (!moved) throw new AppError('UNAUTHORIZED', COPY.passkeyCounterWentBack);
  await passkeyLimiters(deps).perIp.giveBack(ip);
  return startSession(deps, { userId: stored.userId, client: { ip, userAgent } });
}
