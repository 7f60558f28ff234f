// The webhooks' and REST hooks' sentences with a value (docs/product.md#integrations).
import { icu } from './language';

/** A REST hook (POST /api/hooks) or its samples asked for an event there is not: the ones there are. */
export const chooseWebhookEventMessage = icu<[events: string]>(
  'Choose one of the events {events}.',
  'events',
);
/** What "Send test event" got: received (2xx), refused (another status), or no answer and why. */
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'Received: HTTP {statusCode} in {durationMs} ms.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'Refused: HTTP {statusCode} in {durationMs} ms. Only a 2xx answer counts as received.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'Not delivered after {durationMs} ms: {error}',
  'durationMs',
  'error',
);
/** Why a test event was not delivered, when nothing more is known. */
export const webhookNoAnswer = 'no answer';
/** A webhook attempt that got no answer before its deadline, in its delivery log. */
export const webhookTimeoutError = icu<[seconds: number]>(
  'No answer within {seconds} s',
  'seconds',
);
/** The copy button of a code snippet ('Node', 'Python') on the Integrations screen. */
export const copySnippetLabel = icu<[language: string]>('Copy the {language} snippet', 'language');
/** Under a webhook whose every delivery failed since `since` (a date as the screen writes it). */
export const webhookFailingSinceMessage = icu<[since: string]>(
  'Every delivery has failed since {since}. After 5 days of failures it is switched off.',
  'since',
);
/** Under a delivery still being retried: when its next attempt is due. */
export const webhookNextAttemptMessage = icu<[at: string]>('Next attempt {at}.', 'at');
/** The confirmation's title before an API key is revoked. */
export const revokeApiKeyTitle = icu<[name: string]>('Revoke the key {name}?', 'name');
