import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TeamIdParams,
  TeamInsights,
  TeamInsightsQuery,
  TeamLeadPage,
  TeamLeadsCsvQuery,
  TeamLeadsQuery,
} from '#shared/schemas/teams';
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
        "`days` (7, 30 or 90) or `eventId` (the event's days, its messages the leads captured at it), `tz` and `departmentId`: the team's (or the department's) totals, a row per member and for the pool (adding up to the totals), a row per department (the sum of its members' rows), and the daily series. A department admin gets their department's.",
      params: TeamIdParams,
      querystring: TeamInsightsQuery,
      response: { 200: TeamInsights, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      readTeamInsights(deps, {
        access: teamAccessOf(request),
        query: request.query as TeamInsightsQuery,
      }),
  });

  app.route({
    ...teamRoute('leads'),
    schema: {
      tags: ['teams'],
      description:
        "Every visitor message to a team card, newest first, with the member who held the card and their department; `limit` (1-100) per page, `cursor` from the page before, `departmentId` for one department (a department admin gets theirs), `eventId` for the leads captured at one event (the team's or the caller's, else 404).",
      params: TeamIdParams,
      querystring: TeamLeadsQuery,
      response: { 200: TeamLeadPage, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      listTeamLeads(deps, {
        access: teamAccessOf(request),
        query: request.query as TeamLeadsQuery,
      }),
  });

  app.route({
    ...teamRoute('leadsCsv'),
    schema: {
      tags: ['teams'],
      description:
        "The team's leads as CSV (UTF-8 with a byte-order mark), newest first, archived ones included unless `status` says; `q`, `status`, `cardId`, `eventId` and `departmentId` filter as on the list. 'Event' and 'Captured at' are its last columns.",
      params: TeamIdParams,
      querystring: TeamLeadsCsvQuery,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const access = teamAccessOf(request);
      const { team } = access;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${team.slug}-leads.csv"`)
        .send(await teamLeadsCsv(deps, { access, query: request.query as TeamLeadsCsvQuery }));
    },
  });
}
