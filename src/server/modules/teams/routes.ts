import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORTS_PER_MINUTE } from '#shared/constants';
import { MESSAGES } from '#shared/messages';
import { ErrorBody } from '#shared/schemas/common';
import {
  AddTeamCardsBody,
  AssignCardBody,
  ChangeMemberRoleBody,
  CreateTeamBody,
  DeletedTeam,
  DeletedTeamList,
  DeleteTeamBody,
  InvitedMember,
  InviteMemberBody,
  InviteTokenParams,
  JoinedWithNewAccount,
  JoinTeamBody,
  JoinWithNewAccountBody,
  MemberImportResult,
  Team,
  TeamCard,
  TeamCardList,
  TeamCardParams,
  TeamIdParams,
  TeamInvitation,
  TeamMember,
  TeamMemberList,
  TeamMemberParams,
  TeamRemoval,
  TransferOwnershipBody,
} from '#shared/schemas/teams';
import { syncTeamSeats } from '../billing/public';
import { addCardsToPool } from './add-cards-to-pool';
import { assignCard } from './assign-card';
import { cancelInvitation } from './cancel-invitation';
import { changeMemberRole } from './change-member-role';
import { createTeam, currentTeam } from './create-team';
import { deactivateMember } from './deactivate-member';
import { deleteTeam, listDeletedTeams } from './delete-team';
import { importMembers } from './import-members';
import { inviteMember } from './invite-member';
import { describeInvitation, joinTeam, joinWithNewAccount } from './join-team';
import { listMembers } from './list-members';
import { listTeamCards } from './list-team-cards';
import { reactivateMember } from './reactivate-member';
import { readTeamRemoval } from './read-team-removal';
import { reportRoutes } from './report-routes';
import { resendInvitation } from './resend-invitation';
import { seatRoutes } from './seat-routes';
import { TEAM_ROUTE_ERRORS, teamAccessHook, teamAccessOf, teamRoute } from './team-access';
import { toTeam, toTeamMember } from './team-views';
import { templateRoutes } from './template-routes';
import { transferOwnership } from './transfer-ownership';
import { unassignCard } from './unassign-card';

/**
 * The member import's own limits (docs/product.md#teams): a body over MEMBER_IMPORT_MAX_BYTES is
 * refused while it arrives (by its Content-Length first), and an account imports at most
 * MEMBER_IMPORTS_PER_MINUTE files a minute, counted before the body is read.
 */
const memberImportGuard = {
  bodyLimit: MEMBER_IMPORT_MAX_BYTES,
  rateLimit: {
    max: MEMBER_IMPORTS_PER_MINUTE,
    timeWindow: '1 minute',
    // After the owner scope's sign-in (its hook runs before a route's own), so the owner is known.
    keyGenerator: (request: FastifyRequest) => `member-import:${request.owner.user.id}`,
  },
  /** Fastify's own 413 for the body limit, with the sentence that says what the limit is. */
  errorHandler(error: FastifyError) {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.memberCsvTooLarge);
    }
    throw error;
  },
};

/** The signed-in routes (app.ts registers them in the owner scope). */
export async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Before validation: an outsider gets 404 whatever the body, a member 403 on an admin route.
  app.addHook('preValidation', teamAccessHook(deps));
  await app.register(templateRoutes);
  await app.register(reportRoutes);
  await app.register(seatRoutes);

  app.post(
    '/api/teams',
    {
      schema: {
        tags: ['teams'],
        description: 'Creates a team with the caller as its owner; 409 when already in one.',
        body: CreateTeamBody,
        response: { 201: Team, ...TEAM_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const team = await createTeam(deps, { user: request.owner.user, body: request.body });
      return reply.code(201).send(team);
    },
  );

  app.get(
    '/api/teams/current',
    {
      schema: {
        tags: ['teams'],
        description: "The caller's team with their `role`; 404 when in none.",
        response: { 200: Team, 404: ErrorBody },
      },
    },
    async (request) => currentTeam(deps, request.owner.user.id),
  );

  app.get(
    '/api/teams/removal',
    {
      schema: {
        tags: ['teams'],
        description:
          'While the caller is in no team: the team whose admin deactivated them last (`removed: { teamName, at }`), else `removed: null`.',
        response: { 200: TeamRemoval },
      },
    },
    async (request) => readTeamRemoval(deps, request.owner.user.id),
  );

  app.get(
    '/api/teams/deleted',
    {
      schema: {
        tags: ['teams'],
        description:
          'The teams the caller owned and deleted whose leads can still be exported (`GET /api/teams/{id}/leads.csv`), newest first.',
        response: { 200: DeletedTeamList },
      },
    },
    async (request) => listDeletedTeams(deps, request.owner.user.id),
  );

  app.post(
    '/api/teams/join',
    {
      schema: {
        tags: ['teams'],
        description:
          'Accepts the invitation of a /join-team/{token} link with the signed-in account (its e-mail must be the invited one).',
        body: JoinTeamBody,
        response: { 200: Team, ...TEAM_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const team = await joinTeam(deps, {
        token: request.body.token,
        user: request.owner.user,
      });
      // Joining adds a seat at once (prorated).
      await syncTeamSeats(deps, team.id, request.log);
      return team;
    },
  );

  app.route({
    ...teamRoute('team'),
    schema: {
      tags: ['teams'],
      params: TeamIdParams,
      response: { 200: Team, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { team, member } = teamAccessOf(request);
      return toTeam(team, member);
    },
  });

  app.route({
    ...teamRoute('members'),
    schema: {
      tags: ['teams'],
      description: 'Everyone in the team and every waiting invitation (owner and admins).',
      params: TeamIdParams,
      response: { 200: TeamMemberList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => listMembers(deps, teamAccessOf(request).team.id),
  });

  app.route({
    ...teamRoute('invite'),
    schema: {
      tags: ['teams'],
      description: 'Invites an address (role `member` unless given); mails a 7-day link.',
      params: TeamIdParams,
      body: InviteMemberBody,
      response: { 201: InvitedMember, ...TEAM_ROUTE_ERRORS, 429: ErrorBody },
    },
    handler: async (request, reply) => {
      const row = await inviteMember(deps, {
        access: teamAccessOf(request),
        body: request.body as InviteMemberBody,
        address: request.ip,
      });
      return reply.code(201).send(toTeamMember(row));
    },
  });

  app.route({
    ...teamRoute('changeRole'),
    schema: {
      tags: ['teams'],
      params: TeamMemberParams,
      body: ChangeMemberRoleBody,
      response: { 200: TeamMember, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { memberId } = request.params as z.infer<typeof TeamMemberParams>;
      const { role } = request.body as ChangeMemberRoleBody;
      return toTeamMember(
        await changeMemberRole(deps, { access: teamAccessOf(request), memberId, role }),
      );
    },
  });

  app.route({
    ...teamRoute('cancelInvitation'),
    schema: {
      tags: ['teams'],
      description: 'Withdraws an invitation not yet accepted (409 for a member).',
      params: TeamMemberParams,
      response: { 204: z.null(), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const { memberId } = request.params as z.infer<typeof TeamMemberParams>;
      await cancelInvitation(deps, { access: teamAccessOf(request), memberId });
      return reply.code(204).send(null);
    },
  });

  const memberActions = [
    ['deactivate', deactivateMember],
    ['reactivate', reactivateMember],
    ['resendInvitation', resendInvitation],
  ] as const;
  for (const [name, action] of memberActions) {
    app.route({
      ...teamRoute(name),
      schema: {
        tags: ['teams'],
        params: TeamMemberParams,
        response: { 200: TeamMember, ...TEAM_ROUTE_ERRORS, 429: ErrorBody },
      },
      handler: async (request) => {
        const { memberId } = request.params as z.infer<typeof TeamMemberParams>;
        const access = teamAccessOf(request);
        const row = await action(deps, { access, memberId, address: request.ip });
        // A deactivated member's seat ends with the period; a reactivated one is billed again.
        if (name !== 'resendInvitation') await syncTeamSeats(deps, access.team.id, request.log);
        return toTeamMember(row);
      },
    });
  }

  app.route({
    ...teamRoute('deleteTeam'),
    schema: {
      tags: ['teams'],
      description:
        "The owner deletes the team, with its name typed again: every team card goes back to whoever put it in, everyone's team access ends, the template and its logo go. The leads stay 30 days for the owner to export.",
      params: TeamIdParams,
      body: DeleteTeamBody,
      response: { 200: DeletedTeam, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { name } = request.body as DeleteTeamBody;
      const deleted = await deleteTeam(deps, { access: teamAccessOf(request), name });
      // Its seat subscription ends now (or at the next reconciliation if the provider is down).
      await syncTeamSeats(deps, deleted.id, request.log);
      return deleted;
    },
  });

  app.route({
    ...teamRoute('transferOwnership'),
    schema: {
      tags: ['teams'],
      description: 'The owner hands the team to an active admin and stays as an admin.',
      params: TeamIdParams,
      body: TransferOwnershipBody,
      response: { 200: TeamMember, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { memberId } = request.body as z.infer<typeof TransferOwnershipBody>;
      return toTeamMember(
        await transferOwnership(deps, { access: teamAccessOf(request), memberId }),
      );
    },
  });

  app.route({
    ...teamRoute('teamCards'),
    schema: {
      tags: ['teams'],
      description: 'Every team card, pooled or held, with its `assignee` (null in the pool).',
      params: TeamIdParams,
      response: { 200: TeamCardList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => listTeamCards(deps, teamAccessOf(request).team.id),
  });

  app.route({
    ...teamRoute('addCards'),
    schema: {
      tags: ['teams'],
      description:
        "`{cardIds}`: the caller's own cards go into the team's pool (all or none); answers the team's cards.",
      params: TeamIdParams,
      body: AddTeamCardsBody,
      response: { 200: TeamCardList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      addCardsToPool(deps, {
        access: teamAccessOf(request),
        cardIds: (request.body as AddTeamCardsBody).cardIds,
      }),
  });

  app.route({
    ...teamRoute('assignCard'),
    schema: {
      tags: ['teams'],
      description:
        "`{memberId}`: gives the card to an active member or a waiting invitation, with that person's details (nothing of whoever held it stays); the holder is mailed.",
      params: TeamCardParams,
      body: AssignCardBody,
      response: { 200: TeamCard, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      assignCard(deps, {
        access: teamAccessOf(request),
        cardId: (request.params as z.infer<typeof TeamCardParams>).cardId,
        memberId: (request.body as AssignCardBody).memberId,
      }),
  });

  app.route({
    ...teamRoute('unassignCard'),
    schema: {
      tags: ['teams'],
      description: 'Takes the card back into the pool.',
      params: TeamCardParams,
      response: { 200: TeamCard, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      unassignCard(deps, {
        access: teamAccessOf(request),
        cardId: (request.params as z.infer<typeof TeamCardParams>).cardId,
      }),
  });

  await app.register(async function memberImport(scope) {
    // Only in this route's context: elsewhere text bodies stay refused (415).
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: MEMBER_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const route = teamRoute('importMembers');
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...route,
      config: { ...route.config, rateLimit: memberImportGuard.rateLimit },
      bodyLimit: memberImportGuard.bodyLimit,
      errorHandler: memberImportGuard.errorHandler,
      schema: {
        tags: ['teams'],
        description:
          'Invites everyone of a CSV file (`text/csv`; header row; columns email, first_name, last_name, role, title): the valid rows in one transaction, each bad row reported with its line (the header is line 1).',
        params: TeamIdParams,
        response: { 200: MemberImportResult, ...TEAM_ROUTE_ERRORS, 413: ErrorBody, 429: ErrorBody },
      },
      handler: async (request) =>
        importMembers(deps, {
          access: teamAccessOf(request),
          csv: typeof request.body === 'string' ? request.body : '',
          address: request.ip,
        }),
    });
  });
}

/** The invitation link's routes, used before the invited person has signed in. */
export async function publicTeamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/teams/invitations/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['teams'],
        description:
          'What a /join-team/{token} page shows: the team, the invited address, and whether it has an account.',
        params: InviteTokenParams,
        response: { 200: TeamInvitation, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => describeInvitation(deps, request.params.token),
  );

  app.post(
    '/api/teams/join/new-account',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['teams'],
        description:
          'A new address accepts its invitation by creating its account (names and password); 409 when the address has an account (sign in and POST /api/teams/join).',
        body: JoinWithNewAccountBody,
        response: {
          201: JoinedWithNewAccount,
          400: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const joined = await joinWithNewAccount(deps, request.body);
      await syncTeamSeats(deps, joined.id, request.log);
      return reply.code(201).send(joined);
    },
  );
}
