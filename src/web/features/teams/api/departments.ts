import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Department, DepartmentList } from '#shared/schemas/departments';
import { api } from '#web/lib/api';

export function departmentsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ['team', teamId, 'departments'],
    queryFn: () => api.get(`teams/${teamId}/departments`, DepartmentList),
  });
}

export function useDepartments(teamId: string, enabled = true) {
  return useQuery({ ...departmentsQueryOptions(teamId), enabled });
}

/**
 * A department change reads the whole team again: members name their department, and whoever
 * runs one sees their Team area change.
 */
function useDepartmentChange<T, R>(teamId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}

export function useCreateDepartment(teamId: string) {
  return useDepartmentChange(teamId, (name: string) =>
    api.post(`teams/${teamId}/departments`, { name }, Department),
  );
}

export function useRenameDepartment(teamId: string) {
  return useDepartmentChange(teamId, ({ id, name }: { id: string; name: string }) =>
    api.patch(`teams/${teamId}/departments/${id}`, { name }, Department),
  );
}

/** DELETE answers 204, no body; the department's people stay in the team without one. */
export function useDeleteDepartment(teamId: string) {
  return useDepartmentChange(teamId, (id: string) =>
    api.request(`teams/${teamId}/departments/${id}`, z.null(), { method: 'DELETE' }),
  );
}

export function useSetDepartmentAdmins(teamId: string) {
  return useDepartmentChange(teamId, ({ id, memberIds }: { id: string; memberIds: string[] }) =>
    api.put(
      `teams/${teamId}/departments/${id}/admins`,
      { memberIds },
      z.object({ memberIds: z.array(z.string()) }),
    ),
  );
}
