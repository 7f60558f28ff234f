// The webhooks' and REST hooks' sentences with a value, in a module of their own: only the
// Integrations screen and the server use them, so the chunk of src/shared/copy.ts, which /login
// loads, does not carry them.
import {
  chooseWebhookEventMessage,
  webhookNoAnswer,
  webhookNotDeliveredMessage,
  webhookReceivedMessage,
  webhookRefusedMessage,
} from './sentences/webhooks-values';

export {
  copySnippetLabel,
  revokeApiKeyTitle,
  webhookFailingSinceMessage,
  webhookNextAttemptMessage,
} from './sentences/webhooks-values';

/** A REST hook (POST /api/hooks) or its samples asked for an event there is not: the ones there are. */
export function unknownWebhookEventMessage(events: readonly string[]): string {
  return chooseWebhookEventMessage(events.join(', '));
}

/** What "Send test event" got: received (2xx), refused (another status), or no answer and why. */
export function webhookTestOutcomeMessage(outcome: {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}): string {
  const { statusCode, durationMs } = outcome;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    return webhookReceivedMessage(statusCode, durationMs);
  }
  if (statusCode !== null) return webhookRefusedMessage(statusCode, durationMs);
  return webhookNotDeliveredMessage(durationMs, outcome.error ?? webhookNoAnswer);
}
