import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { TokenPair } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import type { ResponseSchema } from '#web/lib/response-schema';
import { TokenPairAnswer } from '#web/lib/token-storage';

/**
 * The options as the server sends them (`PasskeyOptions` in src/shared/schemas/passkeys.ts),
 * checked without zod, which the sign-in page does not download (decision 038).
 */
const OptionsAnswer: ResponseSchema<PublicKeyCredentialRequestOptionsJSON> = {
  safeParse: (body) =>
    body &&
    typeof body === 'object' &&
    typeof (body as { challenge?: unknown }).challenge === 'string'
      ? { success: true, data: body as PublicKeyCredentialRequestOptionsJSON }
      : {
          success: false,
          error: { issues: [{ path: ['challenge'], message: 'expected options' }] },
        },
};

/**
 * Signing in with a passkey: POST /api/auth/passkeys/authentication-options (no e-mail), the
 * browser asks the device (@simplewebauthn/browser, loaded only now, so the sign-in page's
 * first load does not carry it), then POST /api/auth/passkeys/authenticate answers the token
 * pair a password login answers.
 */
export async function signInWithPasskey(): Promise<TokenPair> {
  const [options, { startAuthentication }] = await Promise.all([
    api.post('auth/passkeys/authentication-options', {}, OptionsAnswer, { anonymous: true }),
    import('@simplewebauthn/browser'),
  ]);
  const response = await startAuthentication({ optionsJSON: options });
  // Signed out: no token to send, and a 401 is the passkey's answer, not an ended session.
  return api.post('auth/passkeys/authenticate', { response }, TokenPairAnswer, { anonymous: true });
}
