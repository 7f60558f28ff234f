import { api } from '#web/lib/api';
import type { ResponseSchema } from '#web/lib/response-schema';

export interface TwoStepSetupAnswer {
  secret: string;
  otpauthUrl: string;
}

/** TwoStepSetup, checked without zod (the sign-in screen, decision 038). */
const SetupAnswer: ResponseSchema<TwoStepSetupAnswer> = {
  safeParse: (body) => {
    const { secret, otpauthUrl } = (body ?? {}) as Record<string, unknown>;
    return typeof secret === 'string' && typeof otpauthUrl === 'string'
      ? { success: true, data: { secret, otpauthUrl } }
      : { success: false, error: { issues: [{ path: [], message: 'expected a setup' }] } };
  },
};

/** A new secret for a member whose team requires two-step sign-in, with their setup token. */
export async function setUpTwoStep(setupToken: string): Promise<TwoStepSetupAnswer> {
  return api.post('auth/two-step/setup', {}, SetupAnswer, { bearer: setupToken });
}
