import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TokenPair } from '#shared/schemas/auth';
import { api } from '#web/lib/api';
import type { ResponseSchema } from '#web/lib/response-schema';
import { isTokenPair } from '#web/lib/token-storage';

/** What login answers: a session, or the second step it waits for (LoginAnswer, without zod). */
export type LoginAnswer =
  | { kind: 'signed-in'; tokens: TokenPair }
  | { kind: 'two-step'; twoStepToken: string }
  | { kind: 'two-step-setup'; twoStepToken: string };

const LoginAnswerSchema: ResponseSchema<LoginAnswer> = {
  safeParse: (body) => {
    if (isTokenPair(body)) {
      const { accessToken, refreshToken } = body;
      return { success: true, data: { kind: 'signed-in', tokens: { accessToken, refreshToken } } };
    }
    const answer = (body ?? {}) as Record<string, unknown>;
    if (typeof answer.twoStepToken === 'string') {
      if (answer.twoStepRequired === true)
        return { success: true, data: { kind: 'two-step', twoStepToken: answer.twoStepToken } };
      if (answer.twoStepSetupRequired === true)
        return {
          success: true,
          data: { kind: 'two-step-setup', twoStepToken: answer.twoStepToken },
        };
    }
    return {
      success: false,
      error: { issues: [{ path: [], message: 'expected a login answer' }] },
    };
  },
};

export async function login(body: LoginBody): Promise<LoginAnswer> {
  return api.post('auth/login', body, LoginAnswerSchema);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
