import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { teamMembers, teams, type TeamMemberRow, type TeamRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { isUuid } from '#shared/cards/uuid';
import { COPY } from '#shared/copy';
import { ErrorBody } from '#shared/schemas/common';
import { teamLeadsKeptSince, type TeamRole } from '#shared/schemas/teams';
import { teamAuditActorOf, type TeamAuditActor } from '../audit/public';

// Who may do what in a team: every route under /api/teams/{id}, the role it needs, and the one
// check that enforces it, run before the body is read (so an outsider learns nothing, not even
// whether a body would have been valid). teams-access.routes.test.ts calls every route below as
// every role.

/** Each role can do what the roles below it can. */
const ROLE_RANK: Record<TeamRole, number> = { member: 0, admin: 1, owner: 2 };

/** Every route under /api/teams/{id}, with the least role that may call it. */
export const TEAM_ROUTES = {
  team: { method: 'GET', url: '/api/teams/:id', role: 'member' },
  renameTeam: { method: 'PATCH', url: '/api/teams/:id', role: 'owner' },
  members: { method: 'GET', url: '/api/teams/:id/members', role: 'admin' },
  invite: { method: 'POST', url: '/api/teams/:id/members', role: 'admin' },
  importMembers: { method: 'POST', url: '/api/teams/:id/members/import', role: 'admin' },
  changeRole: { method: 'PATCH', url: '/api/teams/:id/members/:memberId', role: 'admin' },
  cancelInvitation: { method: 'DELETE', url: '/api/teams/:id/members/:memberId', role: 'admin' },
  deactivate: { method: 'POST', url: '/api/teams/:id/members/:memberId/deactivate', role: 'admin' },
  reactivate: { method: 'POST', url: '/api/teams/:id/members/:memberId/reactivate', role: 'admin' },
  resendInvitation: {
    method: 'POST',
    url: '/api/teams/:id/members/:memberId/resend-invitation',
    role: 'admin',
  },
  transferOwnership: { method: 'POST', url: '/api/teams/:id/transfer-ownership', role: 'owner' },
  teamCards: { method: 'GET', url: '/api/teams/:id/cards', role: 'admin' },
  addCards: { method: 'POST', url: '/api/teams/:id/cards', role: 'admin' },
  assignCard: { method: 'POST', url: '/api/teams/:id/cards/:cardId/assign', role: 'admin' },
  unassignCard: { method: 'POST', url: '/api/teams/:id/cards/:cardId/unassign', role: 'admin' },
  template: { method: 'GET', url: '/api/teams/:id/template', role: 'admin' },
  saveTemplate: { method: 'PUT', url: '/api/teams/:id/template', role: 'admin' },
  previewTemplate: { method: 'POST', url: '/api/teams/:id/template/preview', role: 'admin' },
  insights: { method: 'GET', url: '/api/teams/:id/insights', role: 'admin' },
  leads: { method: 'GET', url: '/api/teams/:id/leads', role: 'admin', afterDeletion: true },
  leadsCsv: { method: 'GET', url: '/api/teams/:id/leads.csv', role: 'admin', afterDeletion: true },
  audit: { method: 'GET', url: '/api/teams/:id/audit', role: 'admin' },
  auditCsv: { method: 'GET', url: '/api/teams/:id/audit.csv', role: 'admin' },
  deleteTeam: { method: 'DELETE', url: '/api/teams/:id', role: 'owner' },
  subscription: { method: 'GET', url: '/api/teams/:id/subscription', role: 'admin' },
  subscribe: { method: 'POST', url: '/api/teams/:id/subscription', role: 'owner' },
  seatPreview: { method: 'GET', url: '/api/teams/:id/subscription/preview', role: 'admin' },
  cancelSubscription: {
    method: 'POST',
    url: '/api/teams/:id/subscription/cancel',
    role: 'owner',
  },
  invoices: { method: 'GET', url: '/api/teams/:id/invoices', role: 'admin' },
  billingDetails: { method: 'GET', url: '/api/teams/:id/billing-details', role: 'admin' },
  saveBillingDetails: { method: 'PUT', url: '/api/teams/:id/billing-details', role: 'owner' },
  security: { method: 'GET', url: '/api/teams/:id/security', role: 'admin' },
  saveSecurity: { method: 'PUT', url: '/api/teams/:id/security', role: 'admin' },
} as const satisfies Record<
  string,
  {
    method: string;
    url: string;
    role: TeamRole;
    /**
     * Also open to the owner of a team they deleted, for TEAM_LEADS_KEPT_DAYS: the leads are
     * the company's to export.
     */
    afterDeletion?: boolean;
  }
>;

export type TeamRouteName = keyof typeof TEAM_ROUTES;

/** What the team routes answer besides success: the access check's 403/404 (the owner scope adds the 401), and their own. */
export const TEAM_ROUTE_ERRORS = {
  400: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
};

/** A route's method, URL and least role, from the table above, for app.route(). */
export function teamRoute(name: TeamRouteName) {
  const route = TEAM_ROUTES[name];
  const afterDeletion = 'afterDeletion' in route && route.afterDeletion;
  return { method: route.method, url: route.url, config: { teamRole: route.role, afterDeletion } };
}

/** A team and one membership of it. */
export interface TeamMembership {
  team: TeamRow;
  member: TeamMemberRow;
}

/** The caller's team and membership, as the access check found them, and who the log names. */
export interface TeamAccess extends TeamMembership {
  actor: TeamAuditActor;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A team route: the least role that may call it (team-access.ts). */
    teamRole?: TeamRole;
    /** A team route its owner may still call after deleting the team (TEAM_ROUTES). */
    afterDeletion?: boolean;
  }
  interface FastifyRequest {
    /** Set by the team access check for the routes that have `config.teamRole`. */
    teamAccess?: TeamAccess;
  }
}

/**
 * The team the account is active in, with its membership; undefined when none (an account is
 * active in at most one team: the team_members_active_user_idx index).
 */
export async function activeMembershipOf(
  db: DbOrTx,
  userId: string,
): Promise<TeamMembership | undefined> {
  const [found] = await db
    .select({ team: teams, member: teamMembers })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return found;
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

/** The preValidation hook of the team routes: runs requireTeamRole with the route's role. */
export function teamAccessHook(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  return async (request: FastifyRequest) => {
    const { teamRole: needed, afterDeletion } = request.routeOptions.config;
    if (!needed) return;
    const { id } = request.params as { id?: string };
    const where = { teamId: id ?? '', userId: request.owner.user.id };
    const actor = teamAuditActorOf(request.owner);
    try {
      request.teamAccess = { ...(await requireTeamRole(db, where, needed)), actor };
    } catch (error) {
      const former =
        afterDeletion && error instanceof AppError && error.code === 'NOT_FOUND'
          ? await deletedTeamOwnership(db, { ...where, now: deps.clock.now() })
          : undefined;
      if (!former) throw error;
      request.teamAccess = { ...former, actor };
    }
  };
}

/** What the access check found for this request (a team route only). */
export function teamAccessOf(request: FastifyRequest): TeamAccess {
  if (!request.teamAccess) throw new Error('teamAccessOf: not a team route');
  return request.teamAccess;
}
