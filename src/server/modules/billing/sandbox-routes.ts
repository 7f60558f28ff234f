import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/schemas/common';
import { SandboxCardPayment, SandboxPaymentResult } from '#shared/schemas/billing';
import type { SandboxCheckout } from '#server/adapters/payments/payment-provider';
import { checkSandboxCard } from '#server/adapters/payments/sandbox-card';
import { sandboxSubscriptions } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { requireAuth } from '#server/plugins/authenticate';
import { addOneMonth } from './billing-period';
import { processBillingEvent } from './process-event';
import { MESSAGES } from '#shared/messages';

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
  const { db } = deps.database;

  app.post(
    SANDBOX_CONFIRM_PATH,
    {
      onRequest: app.authenticate,
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
    async (request) => {
      const userId = requireAuth(request).user.id;
      const [found] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(
          and(
            eq(sandboxSubscriptions.clientSecret, request.body.clientSecret),
            eq(sandboxSubscriptions.userId, userId),
          ),
        );
      if (!found) throw new AppError('NOT_FOUND', MESSAGES.noSuchPayment);
      const row = await sandbox.advance(found);
      if (row.status !== 'incomplete') {
        throw new AppError('CONFLICT', MESSAGES.paymentNoLongerConfirmable);
      }
      const now = deps.clock.now();
      const decline = checkSandboxCard(request.body, now);
      if (decline) throw new AppError('PAYMENT_REQUIRED', decline.message);
      // Only an incomplete subscription is paid, so two confirmations cannot both charge.
      const [paid] = await db
        .update(sandboxSubscriptions)
        .set({
          status: 'active',
          currentPeriodEnd: addOneMonth(now),
          cardLast4: request.body.cardNumber.slice(-4),
          updatedAt: now,
        })
        .where(
          and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.status, 'incomplete')),
        )
        .returning();
      if (!paid) throw new AppError('CONFLICT', MESSAGES.paymentNoLongerConfirmable);
      await processBillingEvent(deps, {
        id: sandbox.newId('evt'),
        type: 'invoice.paid',
        subscriptionId: row.id,
      });
      return { status: 'succeeded' as const };
    },
  );
}
