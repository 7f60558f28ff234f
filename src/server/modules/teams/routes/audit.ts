import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TeamAuditPage, TeamAuditQuery } from '#shared/schemas/team-audit';
import { TeamIdParams } from '#shared/schemas/teams';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';
import { listTeamAudit, teamAuditCsv } from '../team-audit-log';

/** The team's audit log, registered inside teamRoutes (its access check runs first). */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('audit'),
    schema: {
      tags: ['teams'],
      description:
        "The team's audit log, newest first, 50 a page: who (`actor.kind` person, api-key, scim or system) did what (`action`, a dotted code) to what; `action` and `actorId` filter, `cursor` from the page before.",
      params: TeamIdParams,
      querystring: TeamAuditQuery,
      response: { 200: TeamAuditPage, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      listTeamAudit(deps, {
        teamId: teamAccessOf(request).team.id,
        query: request.query as TeamAuditQuery,
      }),
  });

  app.route({
    ...teamRoute('auditCsv'),
    schema: {
      tags: ['teams'],
      description:
        "The team's audit log as CSV (UTF-8 with a byte-order mark), newest first, with the list's filters.",
      params: TeamIdParams,
      querystring: TeamAuditQuery,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { team } = teamAccessOf(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${team.slug}-audit-log.csv"`)
        .send(
          await teamAuditCsv(deps, { teamId: team.id, query: request.query as TeamAuditQuery }),
        );
    },
  });
}
