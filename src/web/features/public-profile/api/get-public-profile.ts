import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicProfile } from '#shared/schemas/profiles';
import { api } from '#web/lib/api';

export async function getPublicProfile(key: string): Promise<PublicProfile> {
  return api.get(`card-profiles/public/${encodeURIComponent(key)}`, PublicProfile, {
    anonymous: true,
  });
}

export function publicProfileQueryOptions(key: string) {
  return queryOptions({ queryKey: ['public-profile', key], queryFn: () => getPublicProfile(key) });
}

export function usePublicProfile(key: string) {
  return useQuery(publicProfileQueryOptions(key));
}
