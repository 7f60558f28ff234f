import type { AppDeps } from '#server/app-deps';
import { teamMembers, teams, type UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { COPY } from '#shared/copy';
import type { CreateTeamBody, Team } from '#shared/schemas/teams';
import { activeMembershipOf } from './team-access';
import { departmentNamesOf, toTeam } from './team-views';

const SLUG_MAX = 40;

/** 'Acme & Sons, Ltd.' -> 'acme-sons-ltd': lowercase ASCII letters, digits and single hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'team';
}

/**
 * A new team with the caller as its owner. An account active in a team already gets 409, also
 * when two creations race (the database's one-active-team index decides).
 */
export async function createTeam(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  { user, body }: { user: UserRow; body: CreateTeamBody },
): Promise<Team> {
  if (await activeMembershipOf(deps.database.db, user.id)) {
    throw new AppError('CONFLICT', COPY.alreadyInATeam);
  }
  const base = slugOf(body.name);
  for (let attempt = 0; ; attempt++) {
    // The name's slug, then with a random suffix when a team has it already.
    const slug = attempt === 0 ? base : `${base}-${deps.random.bytes(3).toString('hex')}`;
    try {
      return await deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const [team] = await tx
          .insert(teams)
          .values({ name: body.name, slug, createdAt: now, updatedAt: now })
          .returning();
        const [owner] = await tx
          .insert(teamMembers)
          .values({
            teamId: team!.id,
            userId: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            role: 'owner',
            status: 'active',
            invitedAt: now,
            joinedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return toTeam(team!, owner!, new Map());
      });
    } catch (error) {
      // Two creations at once: the one-active-team index lets one through.
      if (isUniqueViolation(error, 'team_members_active_user_idx')) {
        throw new AppError('CONFLICT', COPY.alreadyInATeam);
      }
      if (!isUniqueViolation(error, 'teams_slug_idx') || attempt >= 5) throw error;
    }
  }
}

/** GET /api/teams/current: the caller's team and role, or 404 when in none. */
export async function currentTeam(deps: Pick<AppDeps, 'database'>, userId: string): Promise<Team> {
  const found = await activeMembershipOf(deps.database.db, userId);
  if (!found) throw new AppError('NOT_FOUND', COPY.teamNotFound);
  return toTeam(found.team, found.member, await departmentNamesOf(deps.database.db, found.team.id));
}
