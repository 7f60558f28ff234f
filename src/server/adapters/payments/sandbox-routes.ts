import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../shared/schemas/auth';
import { SandboxCardPayment, SandboxPaymentResult } from '../../../shared/schemas/billing';
import type { Database } from '../../db/client';
import { sandboxSubscriptions, type SandboxSubscriptionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/runtime';
import { requireAuth } from '../../plugins/authenticate';
import type { DeliverEvent } from './payment-provider';
import { checkSandboxCard } from './sandbox-card';

export const SANDBOX_CONFIRM_PATH = '/api/sandbox-payments/confirm';

interface SandboxRouteDeps {
  database: Database;
  clock: Clock;
  /** Applies what the calendar has done to the subscription since it was stored. */
  advance(row: SandboxSubscriptionRow): Promise<SandboxSubscriptionRow>;
  newId(prefix: string): string;
}

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The sandbox's stand-in for Stripe's confirmPayment: the browser posts the test card with the
 * payment's client secret; a good card pays the first invoice and the change is delivered to
 * billing exactly as a webhook would deliver it.
 */
export function sandboxRoutes(
  deps: SandboxRouteDeps,
): FastifyPluginAsync<{ deliverEvent: DeliverEvent }> {
  return async function routes(fastify: FastifyInstance, { deliverEvent }) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
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
        if (!found) throw new AppError('NOT_FOUND', 'No such payment');
        const row = await deps.advance(found);
        if (row.status !== 'incomplete') {
          throw new AppError('CONFLICT', 'This payment can no longer be confirmed');
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
        if (!paid) throw new AppError('CONFLICT', 'This payment can no longer be confirmed');
        await deliverEvent({ id: deps.newId('evt'), type: 'invoice.paid', subscriptionId: row.id });
        return { status: 'succeeded' as const };
      },
    );
  };
}
