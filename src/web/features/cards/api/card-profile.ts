import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardProfile, UpdateCardProfileInput } from '../../../../shared/schemas/profiles';
import { api } from '../../../lib/api';
import { expectBody } from '../../../lib/api-client';

export async function getCardProfile(cardId: number): Promise<CardProfile> {
  return expectBody(await api.get<CardProfile>(`cards/${cardId}/profile`));
}

/** SPEC §7: fetched only after the card loads, without retries. */
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

export async function updateCardProfile(
  cardId: number,
  body: UpdateCardProfileInput,
): Promise<CardProfile> {
  return expectBody(await api.put<CardProfile>(`cards/${cardId}/profile`, body));
}

/** Each change replaces the local profile with the server's answer (SPEC §4 Profile editor). */
export function useUpdateCardProfile(cardId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cards', cardId, 'profile', 'update'],
    mutationFn: (body: UpdateCardProfileInput) => updateCardProfile(cardId, body),
    onSuccess: (profile) =>
      queryClient.setQueryData(cardProfileQueryOptions(cardId).queryKey, profile),
  });
}
