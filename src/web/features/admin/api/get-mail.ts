import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { buildPath } from '#shared/routes';
import { AdminMailPage } from '#shared/schemas/admin';
import { api } from '#web/lib/api';
import { adminKeys } from './admin-keys';

export type MailStatus = 'pending' | 'failed';

export async function getAdminMail(status: MailStatus, cursor?: string): Promise<AdminMailPage> {
  return api.get(buildPath('admin/mail', { status, cursor }), AdminMailPage);
}

export function adminMailQueryOptions(status: MailStatus) {
  return infiniteQueryOptions({
    queryKey: adminKeys.mail(status),
    queryFn: ({ pageParam }) => getAdminMail(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useAdminMail(status: MailStatus) {
  return useInfiniteQuery(adminMailQueryOptions(status));
}
