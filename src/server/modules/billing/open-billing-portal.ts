import type { AppDeps } from '#server/app-deps';
import type { UserRow } from '#server/db/schema';
import { ROUTES } from '#shared/routes';
import type { BillingPortalResponse } from '#shared/schemas/billing';
import { ensureCustomer } from './ensure-customer';

/** The provider's billing portal for the owner (made a customer first if need be), back to Settings. */
export async function openBillingPortal(
  deps: Pick<AppDeps, 'database' | 'payments' | 'config'>,
  user: UserRow,
): Promise<BillingPortalResponse> {
  const customerId = await ensureCustomer(deps, user);
  const url = await deps.payments.createPortalSession({
    customerId,
    returnUrl: `${deps.config.appUrl}${ROUTES.settings}`,
  });
  return { url };
}
