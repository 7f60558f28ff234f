import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxCheckout } from '#server/adapters/payments/payment-provider';
import { SANDBOX_INVOICE_PAGE_PATH } from '#server/adapters/payments/sandbox-settings';
import {
  SandboxCardPayment,
  SandboxInvoiceParams,
  SandboxPaymentResult,
} from '#shared/schemas/billing';
import { ErrorBody } from '#shared/schemas/common';
import { confirmSandboxPayment } from './confirm-sandbox-payment';
import { renderSandboxInvoice } from './render-sandbox-invoice';

export const SANDBOX_CONFIRM_PATH = '/api/sandbox-payments/confirm';

/**
 * The sandbox's stand-in for Stripe's confirmPayment: the browser posts the test card with the
 * payment's client secret; a good card pays the first invoice and the change is handed to
 * billing exactly as a webhook would deliver it. Registered only with the sandbox provider.
 */
export default async function sandboxPaymentRoutes(
  fastify: FastifyInstance,
  { sandbox }: { sandbox: SandboxCheckout },
) {
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
export async function sandboxInvoicePageRoute(fastify: FastifyInstance) {
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
