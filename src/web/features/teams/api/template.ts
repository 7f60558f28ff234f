import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TeamTemplate,
  TemplatePreview,
  type TeamTemplateBody,
} from '#shared/schemas/team-template';
import { api } from '#web/lib/api';

export function templateQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'template'],
    queryFn: () => api.get(`teams/${teamId}/template`, TeamTemplate),
  });
}

export function useTeamTemplate(teamId: string) {
  return useQuery(templateQueryOptions(teamId));
}

/** "N cards will change": asked again whenever the draft changes (nothing is written). */
export function templatePreviewQueryOptions(teamId: string, body: TeamTemplateBody | null) {
  return {
    queryKey: ['team', teamId, 'template-preview', body],
    queryFn: () => api.post(`teams/${teamId}/template/preview`, body, TemplatePreview),
    enabled: body !== null,
  };
}

export function useTemplatePreview(teamId: string, body: TeamTemplateBody | null) {
  return useQuery(templatePreviewQueryOptions(teamId, body));
}

export function useSaveTemplate(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamTemplateBody) =>
      api.put(
        `teams/${teamId}/template`,
        body,
        TeamTemplate.extend({ changedCards: TemplatePreview.shape.changingCards }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['team', teamId] });
      await queryClient.invalidateQueries({ queryKey: ['cards'] });
    },
  });
}
