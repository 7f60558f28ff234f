import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { teamMembers, teams } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import { teamLeadsKeptSince, type TeamRole } from '#shared/schemas/teams';
import { teamAuditActorOf } from '../audit/public';
import { assertPathInDepartment, departmentAdminAccess } from './department-scope';
import { activeMembershipOf, type TeamAccess, type TeamMembership } from './team-membership';

export { activeMembershipOf, type TeamAccess, type TeamMembership } from './team-membership';

// Who may do what in a team: every route under /api/teams/{id}, the role it needs, and the one
// check that enforces it, run before the body is read (so an outsider learns nothing, not even
// whether a body would have been valid). team-access.routes.test.ts calls every route below as
// every role.
//
// A member who runs a department (team_members.admin_of_department_id) may call the admin routes
// marked `department: true`, limited to that department: the check finds every department,
// member, card and change request the path names outside it "not found" (404, as for an
// outsider), and the services narrow their lists and bodies with departmentInScope().

/** Each role can do what the roles below it can. */
const ROLE_RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

export { TEAM_ROUTE_ERRORS, TEAM_ROUTES, teamRoute, type TeamRouteName } from './team-routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A team route: the least role that may call it (team-access.ts). */
    teamRole?: TeamRole;
    /** A team route its owner may still call after deleting the team (TEAM_ROUTES). */
    afterDeletion?: boolean;
    /** A team admin route a department's admin may call for their department (TEAM_ROUTES). */
    department?: boolean;
  }
  interface FastifyRequest {
    /** Set by the team access check for the routes that have `config.teamRole`. */
    teamAccess?: TeamAccess;
  }
}

/**
 * The caller's active membership of the team. Not in it, only invited, or deactivated: the team
 * does not exist for them (404, the same as an unknown id). In it with a lesser role: 403.
 */
export async function requireTeamRole(
  db: DbOrTx,
  { teamId, userId }: { teamId: string; userId: string },
  needed: TeamRole,
): Promise<TeamMembership> {
  const found = await activeMembershipOf(db, userId);
  // Ids are compared in the database's form (lowercase), as the uuid column compared them.
  if (!found || found.team.id !== teamId.toLowerCase()) {
    throw new AppError('NOT_FOUND', COPY.teamNotFound);
  }
  if (ROLE_RANK[found.member.role] < ROLE_RANK[needed]) {
    throw new AppError('FORBIDDEN', needed === 'owner' ? COPY.teamOwnerOnly : COPY.teamAdminsOnly);
  }
  return found;
}

/**
 * For a join of team_members and teams: the memberships of `userId` as owner of a team they
 * deleted less than TEAM_LEADS_KEPT_DAYS before `now` (deleting deactivates every membership,
 * the owner's too), whose leads they may still export.
 */
export function ownerOfKeptDeletedTeam(userId: string, now: Date): SQL {
  return and(
    eq(teamMembers.userId, userId),
    eq(teamMembers.role, 'owner'),
    gt(teams.deletedAt, teamLeadsKeptSince(now)),
  )!;
}

/** The owner's membership of that one deleted team; undefined otherwise. */
async function deletedTeamOwnership(
  db: DbOrTx,
  { teamId, userId, now }: { teamId: string; userId: string; now: Date },
): Promise<TeamMembership | undefined> {
  if (!isUuid(teamId)) return undefined;
  const [found] = await db
    .select({ team: teams, member: teamMembers })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.teamId, teamId), ownerOfKeptDeletedTeam(userId, now)));
  return found;
}

/**
 * The preValidation hook of the team routes: runs requireTeamRole with the route's role; where it
 * refuses a route open to department admins, lets one in, limited to their department.
 */
export function teamAccessHook(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  return async (request: FastifyRequest) => {
    const { teamRole: needed, afterDeletion, department } = request.routeOptions.config;
    if (!needed) return;
    const params = request.params as Record<string, string>;
    const where = { teamId: params.id ?? '', userId: request.owner.user.id };
    const actor = teamAuditActorOf(request.owner);
    try {
      request.teamAccess = {
        ...(await requireTeamRole(db, where, needed)),
        actor,
        department: null,
      };
    } catch (error) {
      const refused = error instanceof AppError ? error.code : undefined;
      const limited =
        department && refused === 'FORBIDDEN' ? await departmentAdminAccess(db, where) : undefined;
      if (limited) {
        const access = { ...limited, actor };
        await assertPathInDepartment(db, access, params);
        request.teamAccess = access;
        return;
      }
      const former =
        afterDeletion && refused === 'NOT_FOUND'
          ? await deletedTeamOwnership(db, { ...where, now: deps.clock.now() })
          : undefined;
      if (!former) throw error;
      request.teamAccess = { ...former, actor, department: null };
    }
  };
}

/** What the access check found for this request (a team route only). */
export function teamAccessOf(request: FastifyRequest): TeamAccess {
  if (!request.teamAccess) throw new Error('teamAccessOf: not a team route');
  return request.teamAccess;
}
