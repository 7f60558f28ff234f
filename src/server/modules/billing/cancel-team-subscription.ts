import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import type { TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TeamSubscription } from '#shared/schemas/billing';
import { storeProviderRead } from './sync-subscription';
import { liveTeamSubscription } from './team-seats';
import { readTeamSubscription } from './team-subscription';

/**
 * POST /api/teams/{id}/subscription/cancel: the team's subscription ends at the end of the paid
 * period, as the owner's own cancel does; every member keeps Connect until then. Cancelling
 * twice changes nothing; a team with nothing running is 409.
 */
export async function cancelTeamSubscription(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config'>,
  { team, log }: { team: TeamRow; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<TeamSubscription> {
  const live = await liveTeamSubscription(deps.database.db, team.id);
  if (!live || live.status !== 'active') {
    throw new AppError('CONFLICT', COPY.teamNothingToCancel);
  }
  if (!live.cancelAt) {
    await storeProviderRead(deps, () => deps.payments.cancelAtPeriodEnd(live.id));
  }
  return readTeamSubscription(deps, { team, log });
}
