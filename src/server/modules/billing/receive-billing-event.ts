import type { FastifyBaseLogger } from 'fastify';
import {
  InvalidWebhookError,
  type ProviderEvent,
} from '#server/adapters/payments/payment-provider';
import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { processBillingEvent, type EventOutcome } from './process-event';

/**
 * A provider webhook (POST /api/stripe/webhook): the provider checks the signature over the exact
 * bytes sent before anything is parsed or changed (400 when it fails), then the event is applied.
 */
export async function receiveBillingEvent(
  deps: Pick<AppDeps, 'database' | 'payments' | 'clock' | 'config' | 'jobs'>,
  {
    raw,
    signature,
    log,
  }: { raw: Buffer; signature: string | undefined; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<{ event: ProviderEvent; outcome: EventOutcome }> {
  let event: ProviderEvent;
  try {
    event = deps.payments.parseWebhook(raw, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  return { event, outcome: await processBillingEvent(deps, { event, log }) };
}
