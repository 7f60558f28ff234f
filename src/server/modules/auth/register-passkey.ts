import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { passkeys, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { AddPasskeyBody, CreatedPasskey } from '#shared/schemas/passkeys';
import { enqueueMail } from '../mail/public';
import { verifyCurrentPassword } from './current-password';
import { passkeyNotice } from './manage-passkeys';
import {
  issueChallenge,
  PASSKEY_CHALLENGE_SECONDS,
  relyingParty,
  spendChallenge,
} from './passkey-challenges';
import { endSetupToken, finishTwoStepSignIn } from './two-step-tokens';

/**
 * The options for navigator.credentials.create(): a discoverable credential if the device can
 * (resident key preferred), the owner's screen lock required, and the passkeys the owner already
 * has excluded so one device is not added twice.
 */
export async function passkeyRegistrationOptions(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config'>,
  { user }: { user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'> },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await deps.database.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const challenge = await issueChallenge(deps, { purpose: 'registration', userId: user.id });
  const rp = relyingParty(deps);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    // As bytes: a string would be taken for UTF-8 text and sent re-encoded.
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

/**
 * Verifies the browser's answer (signature, challenge, origin, relying party, user verified)
 * and keeps the new passkey. The challenge is spent first, whatever the outcome. A passkey signs
 * in alone, so from a session it also takes the current password: a stolen session cannot add a
 * way in that outlives it (a setup token comes straight from a right password). The owner is
 * mailed in the transaction that keeps it.
 */
export async function registerPasskey(
  deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'random' | 'tokens' | 'createLimiter'>,
  {
    user,
    body,
    setupToken,
    client,
  }: {
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'passwordHash' | 'locale'>;
    body: AddPasskeyBody;
    /** The bearer when it is a setup token: the passkey then signs its member in. */
    setupToken: string | null;
    client: { ip: string; userAgent: string | undefined };
  },
): Promise<CreatedPasskey> {
  const userId = user.id;
  if (!setupToken) {
    if (!body.password) throw new AppError('BAD_REQUEST', COPY.passkeyPasswordNeeded);
    await verifyCurrentPassword(deps, { user, password: body.password });
  }
  const challenge = await spendChallenge(deps, {
    purpose: 'registration',
    userId,
    clientDataJSON: body.response.response.clientDataJSON,
  });
  const rp = relyingParty(deps);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: body.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new AppError('BAD_REQUEST', COPY.passkeyResponseInvalid);
  }
  const info = verification.registrationInfo;
  if (!verification.verified || !info) {
    throw new AppError('BAD_REQUEST', COPY.passkeyResponseInvalid);
  }
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(passkeys)
      .values({
        userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        name: body.name,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt });
    if (!kept) throw new AppError('CONFLICT', COPY.passkeyAlreadyAdded);
    await enqueueMail(tx, passkeyNotice(deps, { user, change: 'added', name: kept.name }), now);
    return kept;
  });
  const created = { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
  if (!setupToken) return created;
  await endSetupToken(deps, setupToken);
  const tokens = await finishTwoStepSignIn(deps, {
    userId,
    ip: client.ip,
    userAgent: client.userAgent ?? '',
  });
  return { ...created, ...tokens };
}
