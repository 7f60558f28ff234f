import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards, teamMembers, teams, uploads } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { teamLeadsKeptUntil, type DeletedTeam } from '#shared/schemas/teams';
import { recordTeamAudit } from '../audit/public';
import { releaseReplacedImages } from '../uploads/public';
import { teamTarget } from './audit-targets';
import { ownerOfKeptDeletedTeam, type TeamAccess } from './team-access';

function toDeletedTeam(
  team: { id: string; name: string; slug: string },
  deletedAt: Date,
): DeletedTeam {
  return {
    id: team.id,
    name: team.name,
    slug: team.slug,
    deletedAt: deletedAt.toISOString(),
    leadsAvailableUntil: teamLeadsKeptUntil(deletedAt).toISOString(),
  };
}

/**
 * DELETE /api/teams/{id} (the owner, with the team's name typed again). In one transaction:
 * every team card, pooled or held, goes back to whoever put it in the team (a card whose
 * contributor deleted their account waits for a new owner in the operator console), without
 * the team's logo; every membership and invitation ends; the template is cleared; the team is
 * marked deleted. Its leads stay with it for TEAM_LEADS_KEPT_DAYS, for the owner to export,
 * then the retention job removes the team and them. The logo's files go once nothing points to
 * them.
 */
export async function deleteTeam(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>,
  { access, name }: { access: TeamAccess; name: string },
): Promise<DeletedTeam> {
  const { team } = access;
  if (name.trim() !== team.name) throw new AppError('BAD_REQUEST', COPY.typeTeamNameToDelete);
  const now = deps.clock.now();
  const logos = await deps.database.db.transaction(async (tx) => {
    // Locked first: a template save or a card move of the same team waits for this to end, and
    // a second deletion at once finds the team deleted.
    const [locked] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, team.id), isNull(teams.deletedAt)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', COPY.teamNotFound);
    const teamUploads = await tx
      .select({ url: uploads.url })
      .from(uploads)
      .where(eq(uploads.teamId, team.id));
    const logoUrls = teamUploads.map((upload) => upload.url);
    if (logoUrls.length > 0) {
      await tx
        .update(cards)
        .set({ companyImageUrl: null })
        .where(and(eq(cards.teamId, team.id), inArray(cards.companyImageUrl, logoUrls)));
    }
    // Back to whoever put each card in (null when they are gone: the console's unowned cards).
    await tx
      .update(cards)
      .set({
        ownerId: cards.teamContributorId,
        teamId: null,
        teamContributorId: null,
        invitedHolderId: null,
        updatedAt: now,
      })
      .where(eq(cards.teamId, team.id));
    await tx
      .update(teamMembers)
      .set({ status: 'deactivated', deactivatedAt: now, inviteTokenHash: null, updatedAt: now })
      .where(and(eq(teamMembers.teamId, team.id), ne(teamMembers.status, 'deactivated')));
    await tx
      .update(teams)
      .set({ templateValues: {}, templateLocked: [], deletedAt: now, updatedAt: now })
      .where(eq(teams.id, team.id));
    await recordTeamAudit(tx, now, {
      teamId: team.id,
      actor: access.actor,
      action: 'team.deleted',
      target: teamTarget(team),
    });
    return logoUrls;
  });
  await releaseReplacedImages(deps, { before: logos, after: [] });
  return toDeletedTeam(team, now);
}

/** GET /api/teams/deleted: the teams the caller owned and deleted whose leads are still kept. */
export async function listDeletedTeams(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  userId: string,
): Promise<DeletedTeam[]> {
  const rows = await deps.database.db
    .select({ id: teams.id, name: teams.name, slug: teams.slug, deletedAt: teams.deletedAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(ownerOfKeptDeletedTeam(userId, deps.clock.now()))
    .orderBy(desc(teams.deletedAt));
  // The condition holds only for a set deletedAt.
  return rows.map(({ deletedAt, ...team }) => toDeletedTeam(team, deletedAt!));
}
