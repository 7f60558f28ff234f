import type { TokenPair } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import { TokenPairAnswer } from '#web/lib/token-storage';

/** The second step of a sign-in: the token login answered and a code or a recovery code. */
export async function verifyTwoStep(
  body: { twoStepToken: string } & ({ code: string } | { recoveryCode: string }),
): Promise<TokenPair> {
  return api.post('auth/two-step/verify', body, TokenPairAnswer, { anonymous: true });
}
