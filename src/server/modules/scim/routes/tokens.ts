import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ScimTokenBody,
  ScimTokenCreated,
  ScimTokenList,
  ScimTokenParams,
} from '#shared/schemas/sso';
import { TeamIdParams } from '#shared/schemas/teams';
import { TEAM_ROUTE_ERRORS, teamAccessHook, teamAccessOf, teamRoute } from '../../teams/public';
import { createScimToken, listScimTokens, revokeScimToken } from '../tokens';

/** The team's SCIM tokens (owner and admins), behind the team access check. */
export async function scimTokenRoutes(fastify: FastifyInstance) {
  fastify.addHook('preValidation', teamAccessHook(fastify.deps));
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('scimTokens'),
    schema: {
      tags: ['scim'],
      description:
        "The team's SCIM tokens, newest first: their names and last use, never the token.",
      params: TeamIdParams,
      response: { 200: ScimTokenList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => listScimTokens(deps, { access: teamAccessOf(request) }),
  });

  app.route({
    ...teamRoute('createScimToken'),
    schema: {
      tags: ['scim'],
      description:
        'A new bearer token of the SCIM service (`{APP_URL}/scim/v2`) for the team: the token is in this answer only.',
      params: TeamIdParams,
      body: ScimTokenBody,
      response: { 201: ScimTokenCreated, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const created = await createScimToken(deps, {
        access: teamAccessOf(request),
        name: request.body.name,
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...teamRoute('revokeScimToken'),
    schema: {
      tags: ['scim'],
      description: 'Revokes a SCIM token: the next request with it is 401.',
      params: ScimTokenParams,
      response: { 204: z.null(), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const { tokenId } = request.params as z.infer<typeof ScimTokenParams>;
      await revokeScimToken(deps, { access: teamAccessOf(request), tokenId });
      return reply.code(204).send(null);
    },
  });
}
