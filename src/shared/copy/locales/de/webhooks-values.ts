// src/shared/copy/sentences/webhooks-values.ts in German.
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  'Wählen Sie eines der Ereignisse {events}.',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'Empfangen: HTTP {statusCode} in {durationMs} ms.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'Abgelehnt: HTTP {statusCode} in {durationMs} ms. Nur eine 2xx-Antwort gilt als empfangen.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'Nach {durationMs} ms nicht zugestellt: {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = 'keine Antwort';
export const webhookTimeoutError = icu<[seconds: number]>(
  'Keine Antwort innerhalb von {seconds} s',
  'seconds',
);
export const copySnippetLabel = icu<[language: string]>('{language}-Snippet kopieren', 'language');
export const webhookFailingSinceMessage = icu<[since: string]>(
  'Seit {since} ist jede Zustellung fehlgeschlagen. Nach 5 Tagen mit Fehlern wird der Webhook abgeschaltet.',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('Nächster Versuch {at}.', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('Schlüssel {name} widerrufen?', 'name');
