import { queryOptions, useQuery } from '@tanstack/react-query';
import { PasskeyList, type Passkey } from '#shared/schemas/passkeys';
import { api } from '#web/lib/api';

/** GET /api/auth/passkeys: the owner's passkeys. */
export async function getPasskeys(): Promise<Passkey[]> {
  return api.get('auth/passkeys', PasskeyList);
}

export function passkeysQueryOptions() {
  return queryOptions({ queryKey: ['passkeys'], queryFn: getPasskeys });
}

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
