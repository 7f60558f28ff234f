import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxCheckout } from '#server/adapters/payments/payment-provider';
import { SANDBOX_INVOICE_PAGE_PATH } from '#server/adapters/payments/sandbox-settings';
import { keepJsonBodiesRaw } from '#server/plugins/raw-json-body';
import {
  BillingPortalResponse,
  CustomerResponse,
  PaymentIntentResponse,
  SandboxCardPayment,
  SandboxInvoiceParams,
  SandboxPaymentResult,
  SubscriptionState,
  UpgradeBody,
} from '#shared/schemas/billing';
import { ErrorBody } from '#shared/schemas/common';
import { cancelSubscription } from './cancel-subscription';
import { confirmSandboxPayment } from './confirm-sandbox-payment';
import { ensureCustomer } from './ensure-customer';
import { openBillingPortal } from './open-billing-portal';
import { receiveBillingEvent } from './receive-billing-event';
import { renderSandboxInvoice } from './render-sandbox-invoice';
import { startUpgrade } from './start-upgrade';
import { getSubscriptionState } from './subscription-state';

const errors = { 400: ErrorBody, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody };
const guard = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The owner's /api/stripe calls (docs/product.md#the-connect-subscription), Stripe or the sandbox
 * behind them; with the sandbox, its stand-in for Stripe's confirmPayment too.
 */
export async function ownerRoutes(fastify: FastifyInstance) {
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
  if (deps.payments.sandbox) await app.register(sandboxPayment, { sandbox: deps.payments.sandbox });
}

/**
 * What Stripe and the sandbox's invoice pages call without a session: the webhook (in a scope of
 * its own, which keeps JSON bodies raw) and, with the sandbox, its printable invoices.
 */
export async function publicRoutes(app: FastifyInstance) {
  await app.register(stripeWebhook);
  if (app.deps.payments.sandbox) await app.register(sandboxInvoicePage);
}

export const SANDBOX_CONFIRM_PATH = '/api/sandbox-payments/confirm';

/**
 * The sandbox's stand-in for Stripe's confirmPayment: the browser posts the test card with the
 * payment's client secret; a good card pays the first invoice and the change is handed to
 * billing exactly as a webhook would deliver it. Registered only with the sandbox provider.
 */
async function sandboxPayment(fastify: FastifyInstance, { sandbox }: { sandbox: SandboxCheckout }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    SANDBOX_CONFIRM_PATH,
    {
      // Card testing is a real attack on real checkouts; the sandbox keeps the same guard.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        description: 'Sandbox (test mode) only: pays a subscription with a test card.',
        body: SandboxCardPayment,
        response: {
          200: SandboxPaymentResult,
          400: ErrorBody,
          402: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) =>
      confirmSandboxPayment(deps, {
        sandbox,
        userId: request.owner.user.id,
        payment: request.body,
        log: request.log,
      }),
  );
}

/**
 * The sandbox's printable invoice page (`url` of GET /api/teams/{id}/invoices), in place of
 * Stripe's hosted invoice page: like it, opened without a session by whoever has the address
 * (its id is 96 random bits), never cached, indexed or given away as a referrer (decision 048).
 */
async function sandboxInvoicePage(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.get(
    `${SANDBOX_INVOICE_PAGE_PATH}/:id`,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        description: 'Sandbox (test mode) only: an invoice as a printable HTML page.',
        params: SandboxInvoiceParams,
      },
    },
    async (request, reply) => {
      const html = await renderSandboxInvoice(deps, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
        )
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}

/**
 * POST /api/stripe/webhook. The signature covers the exact bytes sent, so this plugin keeps
 * JSON bodies raw and the provider verifies them before anything is parsed or changed.
 */
async function stripeWebhook(app: FastifyInstance) {
  keepJsonBodiesRaw(app);

  app.post(
    '/api/stripe/webhook',
    { schema: { tags: ['billing'], response: { 400: ErrorBody, 502: ErrorBody } } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { event, outcome } = await receiveBillingEvent(app.deps, {
        raw,
        signature: typeof signature === 'string' ? signature : undefined,
        log: request.log,
      });
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
      return { received: true, outcome };
    },
  );
}
