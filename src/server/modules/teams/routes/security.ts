import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TeamIdParams } from '#shared/schemas/teams';
import { TeamSecurity, TeamSecurityBody } from '#shared/schemas/two-step';
import { changeTeamSecurity, toTeamSecurity } from '../change-team-security';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';

/** The team's sign-in rule: whether its members must sign in with two-step sign-in. */
export async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('security'),
    schema: {
      tags: ['teams'],
      description: "The team's security settings (owner and admins).",
      params: TeamIdParams,
      response: { 200: TeamSecurity, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => toTeamSecurity(teamAccessOf(request).team),
  });

  app.route({
    ...teamRoute('saveSecurity'),
    schema: {
      tags: ['teams'],
      description:
        'requireTwoStep: active members without two-step sign-in set it up at their next sign-in (owner and admins).',
      params: TeamIdParams,
      body: TeamSecurityBody,
      response: { 200: TeamSecurity, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      changeTeamSecurity(deps, { access: teamAccessOf(request), body: request.body }),
  });
}
