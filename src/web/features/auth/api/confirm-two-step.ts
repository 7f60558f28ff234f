import type { TokenPair } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import type { ResponseSchema } from '#web/lib/response-schema';
import { isTokenPair } from '#web/lib/token-storage';

export interface SetupConfirmation {
  recoveryCodes: string[];
  tokens: TokenPair;
}

/** TwoStepConfirmation with the session a setup token signs in with, checked without zod. */
const ConfirmationAnswer: ResponseSchema<SetupConfirmation> = {
  safeParse: (body) => {
    const { recoveryCodes } = (body ?? {}) as Record<string, unknown>;
    return Array.isArray(recoveryCodes) &&
      recoveryCodes.every((code) => typeof code === 'string') &&
      isTokenPair(body)
      ? {
          success: true,
          data: {
            recoveryCodes,
            tokens: { accessToken: body.accessToken, refreshToken: body.refreshToken },
          },
        }
      : { success: false, error: { issues: [{ path: [], message: 'expected a confirmation' }] } };
  },
};

/** Turns two-step sign-in on with a setup token: the recovery codes and the session. */
export async function confirmTwoStep(input: {
  setupToken: string;
  code: string;
}): Promise<SetupConfirmation> {
  return api.post('auth/two-step/confirm', { code: input.code }, ConfirmationAnswer, {
    bearer: input.setupToken,
  });
}
