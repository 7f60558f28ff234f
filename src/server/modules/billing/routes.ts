import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingPortalResponse,
  CustomerResponse,
  PaymentIntentResponse,
  SubscriptionState,
  UpgradeBody,
} from '#shared/schemas/billing';
import { ErrorBody } from '#shared/schemas/common';
import { cancelSubscription } from './cancel-subscription';
import { ensureCustomer } from './ensure-customer';
import { openBillingPortal } from './open-billing-portal';
import { startUpgrade } from './start-upgrade';
import { getSubscriptionState } from './subscription-state';

const errors = { 400: ErrorBody, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody };
const guard = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The /api/stripe calls (docs/product.md#the-connect-subscription); Stripe or the sandbox behind
 * them.
 */
export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['billing'];

  app.get(
    '/api/stripe/customer',
    {
      config: guard,
      schema: { tags, response: { 200: CustomerResponse, ...errors } },
    },
    async (request) => ({ customerId: await ensureCustomer(deps, request.owner.user) }),
  );

  app.post(
    '/api/stripe/upgrade',
    {
      config: guard,
      schema: {
        tags,
        description: 'A subscription left incomplete until paid; calling again reuses it.',
        body: UpgradeBody.optional(),
        response: { 200: PaymentIntentResponse, ...errors },
      },
    },
    async (request) => startUpgrade(deps, { user: request.owner.user, body: request.body ?? {} }),
  );

  app.get(
    '/api/stripe/subscribed',
    {
      // The confirmation screen polls this every second.
      config: { rateLimit: { max: 180, timeWindow: '1 minute' } },
      schema: { tags, response: { 200: SubscriptionState, ...errors } },
    },
    async (request) => getSubscriptionState(deps, { user: request.owner.user, log: request.log }),
  );

  app.post(
    '/api/stripe/billing-portal',
    {
      config: guard,
      schema: { tags, response: { 200: BillingPortalResponse, ...errors } },
    },
    async (request) => openBillingPortal(deps, request.owner.user),
  );

  app.post(
    '/api/stripe/cancel',
    {
      config: guard,
      schema: {
        tags,
        description: 'Cancels at the end of the paid period.',
        response: { 200: SubscriptionState, ...errors },
      },
    },
    async (request) => cancelSubscription(deps, request.owner.user),
  );
}
