import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CardList } from '#shared/schemas/cards';
import { TeamCard, TeamCardList } from '#shared/schemas/teams';
import { api } from '#web/lib/api';

export function teamCardsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'cards'],
    queryFn: () => api.get(`teams/${teamId}/cards`, TeamCardList),
  });
}

export function useTeamCards(teamId: string) {
  return useQuery(teamCardsQueryOptions(teamId));
}

/** The caller's own cards not yet in a team: what 'Add to the pool' offers. */
export function useOwnPersonalCards() {
  return useQuery({
    queryKey: ['cards'],
    queryFn: () => api.get('cards', CardList),
    select: (cards) => cards.filter((card) => !card.team),
  });
}

function useCardChange<T, R>(teamId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['team', teamId] });
      await queryClient.invalidateQueries({ queryKey: ['cards'] });
    },
  });
}

export function useAddToPool(teamId: string) {
  return useCardChange(teamId, (cardIds: number[]) =>
    api.post(`teams/${teamId}/cards`, { cardIds }, TeamCardList),
  );
}

export function useAssignCard(teamId: string) {
  return useCardChange(
    teamId,
    ({ cardId, memberId }: { cardId: number; memberId: string | null }) =>
      memberId
        ? api.post(`teams/${teamId}/cards/${cardId}/assign`, { memberId }, TeamCard)
        : api.post(`teams/${teamId}/cards/${cardId}/unassign`, undefined, TeamCard),
  );
}
