import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { InsightsQuery } from '#shared/schemas/insights';
import { LeadListQuery } from '#shared/schemas/leads';
import { TeamIdParams, TeamInsights, TeamLeadPage, TeamLeadsQuery } from '#shared/schemas/teams';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';
import { readTeamInsights } from '../team-insights';
import { listTeamLeads, teamLeadsCsv } from '../team-leads';

/** Team insights and leads, registered inside teamRoutes (its access check runs first). */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('insights'),
    schema: {
      tags: ['teams'],
      description:
        "`days` (7, 30 or 90) and `tz`: the team's totals, a row per member and for the pool (adding up to the totals), and the daily series.",
      params: TeamIdParams,
      querystring: InsightsQuery,
      response: { 200: TeamInsights, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      readTeamInsights(deps, {
        teamId: teamAccessOf(request).team.id,
        query: request.query as z.infer<typeof InsightsQuery>,
      }),
  });

  app.route({
    ...teamRoute('leads'),
    schema: {
      tags: ['teams'],
      description:
        'Every visitor message to a team card, newest first, with the member who held the card; `limit` (1-100) per page, `cursor` from the page before.',
      params: TeamIdParams,
      querystring: TeamLeadsQuery,
      response: { 200: TeamLeadPage, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      listTeamLeads(deps, {
        teamId: teamAccessOf(request).team.id,
        query: request.query as TeamLeadsQuery,
      }),
  });

  app.route({
    ...teamRoute('leadsCsv'),
    schema: {
      tags: ['teams'],
      description:
        "The team's leads as CSV (UTF-8 with a byte-order mark), newest first, archived ones included unless `status` says; `q`, `status` and `cardId` filter as on the list.",
      params: TeamIdParams,
      querystring: LeadListQuery,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { team, actor } = teamAccessOf(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${team.slug}-leads.csv"`)
        .send(
          await teamLeadsCsv(deps, {
            teamId: team.id,
            query: request.query as z.infer<typeof LeadListQuery>,
            actor,
            teamName: team.name,
          }),
        );
    },
  });
}
