import { Webhook as Signer } from 'standardwebhooks';
import type { DeliveryAttemptRecord, WebhookRow } from '#server/db/schema';
import type { DataCipher } from '#server/lib/data-encryption';
import { httpStatusError, COPY } from '#shared/copy';
import { postWebhook } from './post-webhook';
import { openWebhookSecret } from './webhook-secrets';

/**
 * The `webhook-signature` header: `v1,<base64>` with the secret, and during the 24 hours after a
 * rotation a second one with the previous secret, space-separated (Standard Webhooks), so a
 * receiver with either secret verifies it.
 */
export function signDelivery(
  webhook: Pick<WebhookRow, 'secret' | 'previousSecret' | 'previousSecretUntil'>,
  input: { id: string; at: Date; body: string },
  cipher: DataCipher,
): string {
  const secrets = [webhook.secret];
  if (
    webhook.previousSecret &&
    webhook.previousSecretUntil &&
    webhook.previousSecretUntil > input.at
  ) {
    secrets.push(webhook.previousSecret);
  }
  return secrets
    .map((sealed) =>
      new Signer(openWebhookSecret(cipher, sealed)).sign(input.id, input.at, input.body),
    )
    .join(' ');
}

/** The signature header, or undefined when a secret does not open (the key changed). */
function trySignDelivery(...args: Parameters<typeof signDelivery>): string | undefined {
  try {
    return signDelivery(...args);
  } catch {
    return undefined;
  }
}

/** How an attempt is sent: the server's key, and where it may go. */
export interface AttemptOptions {
  cipher: DataCipher;
  /** Production: destinations must resolve to public addresses (no SSRF). */
  publicOnly: boolean;
  timeoutMs?: number;
}

/**
 * One attempt of a delivery, as every delivery is sent (the job worker's, and the test event's):
 * signed afresh at `at` (its timestamp is the attempt's) with the delivery's id as
 * `webhook-id`, POSTed to the webhook's address, and what it got as the log records it.
 */
export async function attemptDelivery(
  options: AttemptOptions,
  input: {
    webhook: Pick<WebhookRow, 'url' | 'secret' | 'previousSecret' | 'previousSecretUntil'>;
    deliveryId: string;
    body: string;
    at: Date;
  },
): Promise<DeliveryAttemptRecord> {
  const { webhook, deliveryId, body, at } = input;
  const signature = trySignDelivery(webhook, { id: deliveryId, at, body }, options.cipher);
  const outcome = signature
    ? await postWebhook({
        url: webhook.url,
        body,
        publicOnly: options.publicOnly,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        headers: {
          'webhook-id': deliveryId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
      })
    : { statusCode: null, durationMs: 0, error: COPY.webhookSecretUnreadable };
  return {
    statusCode: outcome.statusCode,
    durationMs: outcome.durationMs,
    error:
      outcome.error ??
      (outcome.statusCode !== null && (outcome.statusCode < 200 || outcome.statusCode >= 300)
        ? httpStatusError(outcome.statusCode)
        : null),
    at: at.toISOString(),
  };
}

/** Whether an attempt was received: any 2xx answer. */
export const received = (attempt: Pick<DeliveryAttemptRecord, 'statusCode'>) =>
  attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
