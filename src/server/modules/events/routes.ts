import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventBody, EventIdParams, EventList, Event } from '#shared/schemas/capture';
import { ErrorBody } from '#shared/schemas/common';
import { createEvent, deleteEvent } from './create-event';
import { listEvents } from './events-of';

/** The owner's events (docs/product.md#events); registered in app.ts's owner scope. */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        description: "The owner's events and their team's, the latest first.",
        response: { 200: EventList },
      },
    },
    async (request) => listEvents(deps, request.owner.user.id),
  );

  app.post(
    '/api/events',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['events'],
        description: "An event of the owner's own: `{name, startsOn, endsOn}` (days, at most 31).",
        body: EventBody,
        response: { 201: Event, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createEvent(deps, { userId: request.owner.user.id, body: request.body })),
  );

  app.delete(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        description: "Deletes the owner's own event; its leads are kept, without it.",
        params: EventIdParams,
        response: { 204: z.null(), 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await deleteEvent(deps, { userId: request.owner.user.id, eventId: request.params.id });
      return reply.code(204).send(null);
    },
  );
}
