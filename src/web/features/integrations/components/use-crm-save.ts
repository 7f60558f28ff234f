import { useState } from 'react';
import type { CrmProvider, UpdateCrmBody } from '#shared/schemas/integrations';
import { ApiError } from '#web/lib/api-client';
import { errorMessage, notify } from '#web/lib/toasts';
import type { IntegrationScope } from '../api/get-integrations';
import { useUpdateCrm } from '../api/update-crm';

/**
 * PUT .../integrations/{crm} for one of the section's forms: the CRM's refusal (400: a field it
 * does not list, named) stays in the form as `refused` until the next save; any other failure is
 * a toast.
 */
export function useCrmSave(scope: IntegrationScope, provider: CrmProvider) {
  const update = useUpdateCrm(scope, provider);
  const [refused, setRefused] = useState<string | null>(null);
  const run = async (body: UpdateCrmBody, saved: string) => {
    setRefused(null);
    try {
      await update.mutateAsync(body);
      notify.success(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.message) {
        setRefused(error.message);
      } else {
        notify.error(errorMessage(error));
      }
    }
  };
  return { run, busy: update.isPending, refused };
}
