import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../../shared/schemas/profiles';
import type { VisitorMessageInput } from '../../../../shared/ui/public-profile-view';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function getPublicProfile(key: string): Promise<PublicProfile> {
  return expectBody(
    await api.get<PublicProfile>(`card-profiles/public/${encodeURIComponent(key)}`, {
      anonymous: true,
    }),
  );
}

export function publicProfileQueryOptions(key: string) {
  return queryOptions({ queryKey: ['public-profile', key], queryFn: () => getPublicProfile(key) });
}

export function usePublicProfile(key: string) {
  return useQuery(publicProfileQueryOptions(key));
}

export async function sendVisitorMessage(key: string, message: VisitorMessageInput): Promise<void> {
  await api.post(`card-profiles/public/${encodeURIComponent(key)}/send-message`, message, {
    anonymous: true,
  });
}
