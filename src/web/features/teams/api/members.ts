import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  InvitedMember,
  MemberImportResult,
  TeamMember,
  TeamMemberList,
  type InvitableRole,
  type InviteMemberBody,
} from '#shared/schemas/teams';
import { api } from '#web/lib/api';

/** The team's people, or one department's (`departmentId`). */
export function membersQueryOptions(teamId: string, departmentId?: string) {
  const query = departmentId ? `?departmentId=${encodeURIComponent(departmentId)}` : '';
  return queryOptions({
    queryKey: ['team', teamId, 'members', departmentId ?? 'all'],
    queryFn: () => api.get(`teams/${teamId}/members${query}`, TeamMemberList),
  });
}

export function useTeamMembers(teamId: string, departmentId?: string) {
  return useQuery(membersQueryOptions(teamId, departmentId));
}

/** Every change to the member list answers with the changed row; the list is read again. */
function useMemberChange<T, R>(teamId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team', teamId] }),
  });
}

export function useInviteMember(teamId: string) {
  return useMemberChange(teamId, (body: InviteMemberBody) =>
    api.post(`teams/${teamId}/members`, body, InvitedMember),
  );
}

/** The CSV goes as `text/csv`, as the route takes it. */
export function useImportMembers(teamId: string) {
  return useMemberChange(teamId, async (file: File) =>
    api.post(
      `teams/${teamId}/members/import`,
      new Blob([await file.text()], { type: 'text/csv' }),
      MemberImportResult,
    ),
  );
}

export type MemberAction = 'deactivate' | 'reactivate' | 'resend-invitation';

export function useMemberAction(teamId: string) {
  return useMemberChange(
    teamId,
    ({ memberId, action }: { memberId: string; action: MemberAction }) =>
      api.post(`teams/${teamId}/members/${memberId}/${action}`, undefined, TeamMember),
  );
}

export function useChangeRole(teamId: string) {
  return useMemberChange(teamId, ({ memberId, role }: { memberId: string; role: InvitableRole }) =>
    api.patch(`teams/${teamId}/members/${memberId}`, { role }, TeamMember),
  );
}

/** Moves a member into a department, or out of any (`null`). */
export function useChangeDepartment(teamId: string) {
  return useMemberChange(
    teamId,
    ({ memberId, departmentId }: { memberId: string; departmentId: string | null }) =>
      api.patch(`teams/${teamId}/members/${memberId}`, { departmentId }, TeamMember),
  );
}

/** Withdraws an invitation not yet accepted (DELETE answers 204, no body). */
export function useCancelInvitation(teamId: string) {
  return useMemberChange(teamId, (memberId: string) =>
    api.request(`teams/${teamId}/members/${memberId}`, z.null(), { method: 'DELETE' }),
  );
}

/**
 * The owner hands the team to an active admin and stays an admin: every team query is read
 * again, the caller's own role in it included.
 */
export function useTransferOwnership(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      api.post(`teams/${teamId}/transfer-ownership`, { memberId }, TeamMember),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
