import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/schemas/common';
import {
  InviteTokenParams,
  JoinedWithNewAccount,
  JoinWithNewAccountBody,
  TeamInvitation,
} from '#shared/schemas/teams';
import { syncTeamSeats } from '../../billing/public';
import { describeInvitation, joinWithNewAccount } from '../join-team';
import { teamAccessHook } from '../team-access';
import { auditRoutes } from './audit';
import { cardPoolRoutes } from './card-pool';
import { changeRequestRoutes } from './change-requests';
import { departmentTemplateRoutes } from './department-template';
import { departmentRoutes } from './departments';
import { eventRoutes } from './events';
import { memberRoutes } from './members';
import { reportRoutes } from './reports';
import { seatRoutes } from './seats';
import { securityRoutes } from './security';
import { teamItselfRoutes } from './team';
import { templateRoutes } from './template';

/**
 * The team routes (docs/product.md#teams). app.ts registers `ownerRoutes` in the owner scope and
 * `publicRoutes` beside the visitors' routes.
 */
/** The invitation link's routes, used before the invited person has signed in. */
export async function publicRoutes(fastify: FastifyInstance) {
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
      await syncTeamSeats(deps, { teamId: joined.id, log: request.log });
      return reply.code(201).send(joined);
    },
  );
}

/**
 * The signed-in routes. The access hook runs before validation in every one of them: an outsider
 * gets 404 whatever the body, a member 403 on an admin route.
 */
export async function ownerRoutes(app: FastifyInstance) {
  app.addHook('preValidation', teamAccessHook(app.deps));
  await app.register(teamItselfRoutes);
  await app.register(memberRoutes);
  await app.register(departmentRoutes);
  await app.register(changeRequestRoutes);
  await app.register(cardPoolRoutes);
  await app.register(templateRoutes);
  await app.register(departmentTemplateRoutes);
  await app.register(reportRoutes);
  await app.register(seatRoutes);
  await app.register(eventRoutes);
  await app.register(auditRoutes);
  await app.register(securityRoutes);
}
