import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxCheckout } from '#server/adapters/payments/payment-provider';
import { checkSandboxCard } from '#server/adapters/payments/sandbox-card';
import type { AppDeps } from '#server/app-deps';
import { sandboxSubscriptions } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { SandboxCardPayment, SandboxPaymentResult } from '#shared/schemas/billing';
import { addOneMonth } from './billing-period';
import { processBillingEvent } from './process-event';

/**
 * The sandbox's stand-in for Stripe's confirmPayment: the owner's incomplete subscription with
 * that client secret is paid with the test card, once, and the change is handed to billing
 * exactly as a webhook would deliver it.
 */
export async function confirmSandboxPayment(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config' | 'jobs'>,
  {
    sandbox,
    userId,
    payment,
    log,
  }: {
    sandbox: SandboxCheckout;
    userId: string;
    payment: SandboxCardPayment;
    log: Pick<FastifyBaseLogger, 'warn'>;
  },
): Promise<SandboxPaymentResult> {
  const { db } = deps.database;
  const [found] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.clientSecret, payment.clientSecret),
        eq(sandboxSubscriptions.userId, userId),
      ),
    );
  if (!found) throw new AppError('NOT_FOUND', COPY.noSuchPayment);
  const row = await sandbox.advance(found);
  if (row.status !== 'incomplete') {
    throw new AppError('CONFLICT', COPY.paymentNoLongerConfirmable);
  }
  const now = deps.clock.now();
  const decline = checkSandboxCard(payment, now);
  if (decline) throw new AppError('PAYMENT_REQUIRED', decline.message);
  // Only an incomplete subscription is paid, so two confirmations cannot both charge.
  const [paid] = await db
    .update(sandboxSubscriptions)
    .set({
      status: 'active',
      currentPeriodEnd: addOneMonth(now),
      cardLast4: payment.cardNumber.slice(-4),
      updatedAt: now,
    })
    .where(and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.status, 'incomplete')))
    .returning();
  if (!paid) throw new AppError('CONFLICT', COPY.paymentNoLongerConfirmable);
  // The first invoice, as Stripe issues it with the payment; its event carries it.
  const invoice = await sandbox.issueInvoice(paid);
  await processBillingEvent(deps, {
    event: { id: sandbox.newId('evt'), type: 'invoice.paid', subscriptionId: row.id, invoice },
    log,
  });
  return { status: 'succeeded' };
}
