import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { TeamCard } from '#shared/schemas/teams';
import { listTeamCards } from './list-team-cards';

/** One of the team's cards as the team's list shows it; another team's is "not found". */
export async function readTeamCard(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { teamId, cardId }: { teamId: string; cardId: number },
): Promise<TeamCard> {
  const [card] = await listTeamCards(deps, { teamId, cardId });
  if (!card) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  return card;
}
