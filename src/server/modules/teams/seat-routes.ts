import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { requireAuth } from '#server/plugins/authenticate';
import {
  PaymentIntentResponse,
  SeatPreview,
  SeatPreviewQuery,
  TeamSubscription,
  TeamSubscriptionBody,
} from '#shared/schemas/billing';
import { ErrorBody } from '#shared/schemas/common';
import { TeamIdParams } from '#shared/schemas/teams';
import { previewSeats, readTeamSubscription, startTeamSubscription } from '../billing/public';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from './team-access';

/** The team's seat subscription, registered inside teamRoutes (its access check runs first). */
export async function seatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const errors = { ...TEAM_ROUTE_ERRORS, 429: ErrorBody, 502: ErrorBody };

  app.route({
    ...teamRoute('subscription'),
    schema: {
      tags: ['teams', 'billing'],
      description:
        "The team's per-seat subscription: `status`, the `seats` billed now, the seat's price and what the next invoice charges.",
      params: TeamIdParams,
      response: { 200: TeamSubscription, ...errors },
    },
    handler: async (request) =>
      readTeamSubscription(deps, { team: teamAccessOf(request).team, log: request.log }),
  });

  app.route({
    ...teamRoute('subscribe'),
    config: { ...teamRoute('subscribe').config, rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['teams', 'billing'],
      description:
        "The owner starts the team's subscription, one seat per active member, exactly as `POST /api/stripe/upgrade` does: answers the first payment's `clientSecret`; calling again reuses it.",
      params: TeamIdParams,
      body: TeamSubscriptionBody.optional(),
      response: { 200: PaymentIntentResponse, ...errors },
    },
    handler: async (request) =>
      startTeamSubscription(deps, {
        team: teamAccessOf(request).team,
        payer: requireAuth(request).user,
        body: (request.body as z.infer<typeof TeamSubscriptionBody> | undefined) ?? {},
      }),
  });

  app.route({
    ...teamRoute('seatPreview'),
    schema: {
      tags: ['teams', 'billing'],
      description:
        'What the next invoice would charge with `seats` seats billed (an added seat prorated), before inviting or reactivating people.',
      params: TeamIdParams,
      querystring: SeatPreviewQuery,
      response: { 200: SeatPreview, ...errors },
    },
    handler: async (request) =>
      previewSeats(deps, {
        team: teamAccessOf(request).team,
        seats: (request.query as z.infer<typeof SeatPreviewQuery>).seats,
      }),
  });
}
