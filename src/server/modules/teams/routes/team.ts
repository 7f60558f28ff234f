import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { ErrorBody } from '#shared/schemas/common';
import {
  CreateTeamBody,
  DeletedTeam,
  DeletedTeamList,
  DeleteTeamBody,
  JoinTeamBody,
  RenameTeamBody,
  Team,
  TeamIdParams,
  TeamMember,
  TeamRemoval,
  TransferOwnershipBody,
} from '#shared/schemas/teams';
import { syncTeamSeats } from '../../billing/public';
import { createTeam, currentTeam } from '../create-team';
import { deleteTeam, listDeletedTeams } from '../delete-team';
import { joinTeam } from '../join-team';
import { readTeamRemoval } from '../read-team-removal';
import { renameTeam } from '../rename-team';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';
import { departmentNamesOf, memberAnswer, toTeam } from '../team-views';
import { transferOwnership } from '../transfer-ownership';

/** The team itself: create, read, join with a signed-in account, delete, hand over. */
export async function teamItselfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

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
      await syncTeamSeats(deps, { teamId: team.id, log: request.log });
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
      return toTeam(team, member, await departmentNamesOf(deps.database.db, team.id));
    },
  });

  app.route({
    ...teamRoute('renameTeam'),
    schema: {
      tags: ['teams'],
      description: 'The owner renames the team (its slug stays).',
      params: TeamIdParams,
      body: RenameTeamBody,
      response: { 200: Team, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      renameTeam(deps, { access: teamAccessOf(request), body: request.body as RenameTeamBody }),
  });

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
      await syncTeamSeats(deps, { teamId: deleted.id, log: request.log });
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
      return memberAnswer(
        deps.database.db,
        await transferOwnership(deps, { access: teamAccessOf(request), memberId }),
      );
    },
  });
}
