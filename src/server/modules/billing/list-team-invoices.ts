import type { AppDeps } from '#server/app-deps';
import type { TeamRow } from '#server/db/schema';
import type { TeamInvoiceList } from '#shared/schemas/billing';

/**
 * GET /api/teams/{id}/invoices: the team customer's invoices as the provider lists them, newest
 * first, each with the provider's page and PDF (docs/product.md#teams); none before a checkout.
 */
export async function listTeamInvoices(
  deps: Pick<AppDeps, 'payments'>,
  { team }: { team: TeamRow },
): Promise<TeamInvoiceList> {
  if (!team.stripeCustomerId) return { invoices: [] };
  const invoices = await deps.payments.listInvoices(team.stripeCustomerId);
  return {
    invoices: invoices.map((invoice) => ({
      ...invoice,
      createdAt: invoice.createdAt.toISOString(),
    })),
  };
}
