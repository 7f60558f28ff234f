import { generateURI, verify } from 'otplib';
import type { Random } from '#server/lib/runtime';
import { COPY } from '#shared/copy';
import { RECOVERY_CODE_COUNT } from '#shared/schemas/two-step';
import { hashOpaqueToken } from './tokens';

// The codes of two-step sign-in (docs/product.md#two-step-sign-in): RFC 6238 TOTP as every
// authenticator app makes it (SHA-1, 6 digits, 30 s steps), and the single-use recovery codes.

/** RFC 6238's step: a code changes every 30 seconds. */
export const TOTP_PERIOD_SECONDS = 30;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: what authenticator apps read a secret as. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32: 32 characters. */
export function newTotpSecret(random: Random): string {
  return base32(random.bytes(20));
}

/** The otpauth:// address the QR code carries. */
export function otpauthUrl({ secret, email }: { secret: string; email: string }): string {
  return generateURI({ issuer: COPY.twoStepIssuer, label: email, secret });
}

/**
 * The time step a right code belongs to, or null. One step either side of now is accepted (a
 * phone's clock a little off, a code typed as it changed); a step at or before `afterStep`
 * (the last one accepted) is refused, so a code is never accepted twice.
 */
export async function acceptedTimeStep(input: {
  secret: string;
  code: string;
  now: Date;
  afterStep: number | null;
}): Promise<number | null> {
  const result = await verify({
    secret: input.secret,
    token: input.code,
    epoch: Math.floor(input.now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(input.afterStep === null ? {} : { afterTimeStep: input.afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Ten recovery codes of 50 random bits each, shown as XXXXX-XXXXX; `hashes` are what is stored
 * (SHA-256 of the code without its dash, as RecoveryCode reads what the owner types).
 */
export function newRecoveryCodes(random: Random): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const plain = base32(random.bytes(7)).slice(0, 10);
    return `${plain.slice(0, 5)}-${plain.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code.replace('-', ''))) };
}

/** The stored form of a recovery code already read by RecoveryCode (no dash, upper case). */
export function hashRecoveryCode(code: string): string {
  return hashOpaqueToken(code);
}
