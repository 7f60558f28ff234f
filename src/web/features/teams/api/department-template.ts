import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DepartmentList } from '#shared/schemas/departments';
import {
  DepartmentTemplate,
  TemplatePreview,
  type TeamTemplateBody,
} from '#shared/schemas/team-template';
import { api } from '#web/lib/api';

/** The team's departments (a department admin's own only), for the template screens' links. */
export function useDepartmentsForTemplates(teamId: string) {
  return useQuery({
    queryKey: ['team', teamId, 'departments'],
    queryFn: () => api.get(`teams/${teamId}/departments`, DepartmentList),
  });
}

export function departmentTemplateQueryOptions(teamId: string, departmentId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'department-template', departmentId],
    queryFn: () =>
      api.get(`teams/${teamId}/departments/${departmentId}/template`, DepartmentTemplate),
  });
}

export function useDepartmentTemplate(teamId: string, departmentId: string) {
  return useQuery(departmentTemplateQueryOptions(teamId, departmentId));
}

/** "N cards will change" of the department's cards (nothing is written). */
export function departmentTemplatePreviewQueryOptions(
  teamId: string,
  departmentId: string,
  body: TeamTemplateBody | null,
) {
  return {
    queryKey: ['team', teamId, 'department-template-preview', departmentId, body],
    queryFn: () =>
      api.post(
        `teams/${teamId}/departments/${departmentId}/template/preview`,
        body,
        TemplatePreview,
      ),
    enabled: body !== null,
  };
}

export function useSaveDepartmentTemplate(teamId: string, departmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamTemplateBody) =>
      api.put(
        `teams/${teamId}/departments/${departmentId}/template`,
        body,
        DepartmentTemplate.extend({ changedCards: TemplatePreview.shape.changingCards }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['team', teamId] });
      await queryClient.invalidateQueries({ queryKey: ['cards'] });
    },
  });
}
