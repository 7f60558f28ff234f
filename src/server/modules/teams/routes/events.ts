import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Event, EventBody, EventList } from '#shared/schemas/capture';
import { TeamEventParams, TeamIdParams } from '#shared/schemas/teams';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';
import { addTeamEvent, removeTeamEvent, teamEvents } from '../team-events';

/** The team's events (docs/product.md#events), registered inside teamRoutes (its access check runs first). */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('events'),
    schema: {
      tags: ['teams'],
      description:
        "The team's events, the latest first: what every member captures leads at (GET /api/events lists them with the member's own).",
      params: TeamIdParams,
      response: { 200: EventList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => teamEvents(deps, teamAccessOf(request)),
  });

  app.route({
    ...teamRoute('createEvent'),
    config: { ...teamRoute('createEvent').config, rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['teams'],
      description:
        'An event of the team: `{name, startsOn, endsOn}` (days, at most 31), offered to every member; written to the audit log.',
      params: TeamIdParams,
      body: EventBody,
      response: { 201: Event, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const body = request.body as EventBody;
      return reply
        .code(201)
        .send(await addTeamEvent(deps, { access: teamAccessOf(request), body }));
    },
  });

  app.route({
    ...teamRoute('deleteEvent'),
    schema: {
      tags: ['teams'],
      description: "Deletes one of the team's events; its leads are kept, without it.",
      params: TeamEventParams,
      response: { 204: z.null(), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const { eventId } = request.params as z.infer<typeof TeamEventParams>;
      await removeTeamEvent(deps, { access: teamAccessOf(request), eventId });
      return reply.code(204).send(null);
    },
  });
}
