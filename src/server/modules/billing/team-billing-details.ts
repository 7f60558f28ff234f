import { InvalidVatIdError } from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import type { TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TeamBillingDetails, TeamBillingDetailsBody } from '#shared/schemas/billing';
import { vatIdType } from '#shared/schemas/vat-id';
import { currentTeamSubscription } from './team-seats';

// The team's billing details (docs/product.md#teams): kept on the team's customer at the
// provider, where its invoices read them, never copied into our tables (decision 006).

/** The team's customer; a team that never started a checkout has none yet (409). */
function customerOf(team: TeamRow): string {
  if (!team.stripeCustomerId) throw new AppError('CONFLICT', COPY.teamNotBilledYet);
  return team.stripeCustomerId;
}

/** GET /api/teams/{id}/billing-details: the e-mail, VAT number and card on the customer. */
export async function readTeamBillingDetails(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  { team }: { team: TeamRow },
): Promise<TeamBillingDetails> {
  const customerId = customerOf(team);
  const current = await currentTeamSubscription(deps.database.db, team.id);
  return deps.payments.readBillingDetails({
    customerId,
    ...(current ? { subscriptionId: current.id } : {}),
  });
}

/** PUT /api/teams/{id}/billing-details: the invoices issued from now on print these. */
export async function updateTeamBillingDetails(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  { team, body }: { team: TeamRow; body: TeamBillingDetailsBody },
): Promise<TeamBillingDetails> {
  const customerId = customerOf(team);
  const type = body.vatId ? vatIdType(body.vatId) : null;
  try {
    await deps.payments.updateBillingDetails({
      customerId,
      email: body.email,
      vatId: body.vatId && type ? { type, value: body.vatId } : null,
    });
  } catch (error) {
    if (error instanceof InvalidVatIdError) {
      throw new AppError('BAD_REQUEST', COPY.invalidVatId);
    }
    throw error;
  }
  return readTeamBillingDetails(deps, { team });
}
