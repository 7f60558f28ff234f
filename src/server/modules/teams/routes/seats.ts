import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import type { AppDeps } from '#server/app-deps';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { SEAT_PREVIEWS_PER_MINUTE } from '#shared/constants';
import { COPY } from '#shared/copy';
import {
  PaymentIntentResponse,
  SeatPreview,
  SeatPreviewQuery,
  TeamBillingDetails,
  TeamBillingDetailsBody,
  TeamInvoiceList,
  TeamSubscription,
  TeamSubscriptionBody,
} from '#shared/schemas/billing';
import { ErrorBody } from '#shared/schemas/common';
import { TeamIdParams } from '#shared/schemas/teams';
import {
  cancelTeamSubscription,
  listTeamInvoices,
  previewSeats,
  readTeamBillingDetails,
  readTeamSubscription,
  startTeamSubscription,
  updateTeamBillingDetails,
} from '../../billing/public';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';

/**
 * The team's seat subscription, its invoices and billing details (docs/product.md#teams),
 * registered inside teamRoutes (its access check runs first): admins read, the owner changes.
 */
const seatPreviewLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('seat-preview', 60),
);

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
        payer: request.owner.user,
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
    handler: async (request) => {
      // Each preview asks the payment provider: counted per account, whatever its addresses.
      const taken = await seatPreviewLimiter(deps).take(request.owner.user.id);
      assertWithin(taken, SEAT_PREVIEWS_PER_MINUTE, COPY.tooManySeatPreviews);
      return previewSeats(deps, {
        team: teamAccessOf(request).team,
        seats: (request.query as z.infer<typeof SeatPreviewQuery>).seats,
      });
    },
  });

  app.route({
    ...teamRoute('cancelSubscription'),
    config: {
      ...teamRoute('cancelSubscription').config,
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    schema: {
      tags: ['teams', 'billing'],
      description:
        "The owner cancels the team's subscription at the end of the paid period, as `POST /api/stripe/cancel` does; answers the subscription with its `cancelAt`. 409 when it is not active.",
      params: TeamIdParams,
      response: { 200: TeamSubscription, ...errors },
    },
    handler: async (request) =>
      cancelTeamSubscription(deps, { team: teamAccessOf(request).team, log: request.log }),
  });

  app.route({
    ...teamRoute('invoices'),
    schema: {
      tags: ['teams', 'billing'],
      description:
        "The team's invoices, newest first: `number`, `createdAt`, `amountCents`, `currency`, `status`, the provider's page (`url`) and PDF (`pdfUrl`).",
      params: TeamIdParams,
      response: { 200: TeamInvoiceList, ...errors },
    },
    handler: async (request) => listTeamInvoices(deps, { team: teamAccessOf(request).team }),
  });

  app.route({
    ...teamRoute('billingDetails'),
    schema: {
      tags: ['teams', 'billing'],
      description:
        "What the team's invoices print: the billing `email`, the `vatId`, and the card that pays. 409 before the first checkout.",
      params: TeamIdParams,
      response: { 200: TeamBillingDetails, ...errors },
    },
    handler: async (request) => readTeamBillingDetails(deps, { team: teamAccessOf(request).team }),
  });

  app.route({
    ...teamRoute('saveBillingDetails'),
    config: {
      ...teamRoute('saveBillingDetails').config,
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    schema: {
      tags: ['teams', 'billing'],
      description:
        "The owner sets the billing `email` and the `vatId` (a VAT number with its country prefix; empty removes it) on the team's customer. 409 before the first checkout.",
      params: TeamIdParams,
      body: TeamBillingDetailsBody,
      response: { 200: TeamBillingDetails, ...errors },
    },
    handler: async (request) =>
      updateTeamBillingDetails(deps, {
        team: teamAccessOf(request).team,
        body: request.body as z.infer<typeof TeamBillingDetailsBody>,
      }),
  });
}
