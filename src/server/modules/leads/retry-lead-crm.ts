import type { AppDeps } from '#server/app-deps';
import { retryLeadCrmSync } from '../crm-delivery/public';
import { lockOwnLead } from './lock-own-lead';

/** POST /api/messages/{id}/crm-retry: the lead's push to the CRM, sent again now. */
export async function retryLeadCrm(
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  await deps.database.db.transaction((tx) => lockOwnLead(tx, { ownerId, id }));
  await retryLeadCrmSync(deps, id);
}
