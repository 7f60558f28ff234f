import { queryOptions, useQuery } from '@tanstack/react-query';
import { CardProfile } from '#shared/schemas/profiles';
import { api } from '#web/lib/api';

/** A profile with its version (its ETag), which the profile editor's saves send back. */
export type EditableProfile = CardProfile & { version: string | null };

export async function getCardProfile(cardId: number): Promise<EditableProfile> {
  const { data, version } = await api.requestVersioned(`cards/${cardId}/profile`, CardProfile);
  return { ...data, version };
}

/** Fetched only after the card loads, without retries (docs/product.md#web-client). */
export function cardProfileQueryOptions(cardId: number) {
  return queryOptions({
    queryKey: ['cards', cardId, 'profile'],
    queryFn: () => getCardProfile(cardId),
    retry: false,
  });
}

export function useCardProfile(cardId: number, enabled: boolean) {
  return useQuery({ ...cardProfileQueryOptions(cardId), enabled });
}
