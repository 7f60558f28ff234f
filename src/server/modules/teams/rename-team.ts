import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { teams } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { RenameTeamBody, Team } from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { teamTarget } from './audit-targets';
import type { TeamAccess } from './team-access';
import { departmentNamesOf, toTeam } from './team-views';

/**
 * PATCH /api/teams/{id} {name}: the owner renames the team. Its slug (the CSV files' names)
 * stays, so nothing that points to the team changes.
 */
export async function renameTeam(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { access, body }: { access: TeamAccess; body: RenameTeamBody },
): Promise<Team> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [renamed] = await tx
      .update(teams)
      .set({ name: body.name, updatedAt: now })
      .where(and(eq(teams.id, access.team.id), isNull(teams.deletedAt)))
      .returning();
    if (!renamed) throw new AppError('NOT_FOUND', COPY.teamNotFound);
    await recordTeamAudit(tx, now, {
      teamId: renamed.id,
      actor: access.actor,
      action: 'team.renamed',
      target: teamTarget(renamed),
      details: { before: access.team.name, after: renamed.name },
    });
    return toTeam(renamed, access.member, await departmentNamesOf(tx, renamed.id));
  });
}
