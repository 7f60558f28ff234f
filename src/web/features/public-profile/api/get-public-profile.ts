import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicProfile } from '#shared/schemas/profiles';
import { api } from '#web/lib/api';

/**
 * The profile for the app's own public route. `view=1` asks the server to count the visit in
 * the owner's Insights (the server page counts its own), with the share tag it came with.
 */
export async function getPublicProfile(key: string, source: string | null): Promise<PublicProfile> {
  const query = new URLSearchParams({ view: '1', ...(source ? { src: source } : {}) });
  return api.get(`card-profiles/public/${encodeURIComponent(key)}?${query}`, PublicProfile, {
    anonymous: true,
  });
}

export function publicProfileQueryOptions(key: string, source: string | null = null) {
  return queryOptions({
    queryKey: ['public-profile', key],
    queryFn: () => getPublicProfile(key, source),
  });
}

export function usePublicProfile(key: string, source: string | null) {
  return useQuery(publicProfileQueryOptions(key, source));
}
