import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { TokenPair } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import type { ResponseSchema } from '#web/lib/response-schema';
import { TokenPairAnswer } from '#web/lib/token-storage';

/** PasskeyOptions (src/shared/schemas/passkeys.ts), checked without zod, as the sign-in's are. */
const OptionsAnswer: ResponseSchema<PublicKeyCredentialCreationOptionsJSON> = {
  safeParse: (body) =>
    typeof (body as { challenge?: unknown } | null)?.challenge === 'string'
      ? { success: true, data: body as PublicKeyCredentialCreationOptionsJSON }
      : {
          success: false,
          error: { issues: [{ path: ['challenge'], message: 'expected options' }] },
        },
};

/**
 * A passkey in place of the authenticator app, for a member whose team requires two-step
 * sign-in, with their setup token as the bearer: POST /api/auth/passkeys/registration-options,
 * the browser makes the credential (@simplewebauthn/browser, loaded only now), then POST
 * /api/auth/passkeys with its answer and the name answers the passkey and the session
 * (CreatedPasskey, of which the token pair is kept).
 */
export async function addSetupPasskey(input: {
  setupToken: string;
  name: string;
}): Promise<TokenPair> {
  const [options, { startRegistration }] = await Promise.all([
    api.post('auth/passkeys/registration-options', {}, OptionsAnswer, {
      bearer: input.setupToken,
    }),
    import('@simplewebauthn/browser'),
  ]);
  const response = await startRegistration({ optionsJSON: options });
  return api.post('auth/passkeys', { response, name: input.name }, TokenPairAnswer, {
    bearer: input.setupToken,
  });
}
