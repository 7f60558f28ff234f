import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxCheckout } from '#server/adapters/payments/payment-provider';
import { requireAuth } from '#server/plugins/authenticate';
import { SandboxCardPayment, SandboxPaymentResult } from '#shared/schemas/billing';
import { ErrorBody } from '#shared/schemas/common';
import { confirmSandboxPayment } from './confirm-sandbox-payment';

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
          401: ErrorBody,
          402: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) =>
      confirmSandboxPayment(deps, {
        sandbox,
        userId: requireAuth(request).user.id,
        payment: request.body,
        log: request.log,
      }),
  );
}
