import type { AppDeps } from '#server/app-deps';
import type { TeamTemplate } from '#shared/schemas/team-template';
import type { TeamAccess } from './team-access';
import { teamCardCount } from './template-change';
import { toTemplate } from './template-views';

/** GET /api/teams/{id}/template. */
export async function readTemplate(
  deps: Pick<AppDeps, 'database'>,
  access: TeamAccess,
): Promise<TeamTemplate> {
  return toTemplate(access.team, await teamCardCount(deps.database.db, access.team.id));
}
