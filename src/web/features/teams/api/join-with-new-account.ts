import { useMutation } from '@tanstack/react-query';
import { JoinedWithNewAccount, type JoinWithNewAccountBody } from '#shared/schemas/teams';
import { api } from '#web/lib/api';
import { TokenPairAnswer } from '#web/lib/token-storage';

/** A new address makes its account and joins, then signs in with it: the tokens of that login. */
export function useJoinWithNewAccount() {
  return useMutation({
    mutationFn: async (body: JoinWithNewAccountBody) => {
      const joined = await api.post('teams/join/new-account', body, JoinedWithNewAccount, {
        anonymous: true,
      });
      const tokens = await api.post(
        'auth/login',
        { email: joined.email, password: body.password },
        TokenPairAnswer,
        { anonymous: true },
      );
      return { team: joined, tokens };
    },
  });
}
