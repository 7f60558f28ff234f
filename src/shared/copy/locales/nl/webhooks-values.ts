// src/shared/copy/sentences/webhooks-values.ts in Dutch.
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  'Kies een van de events {events}.',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'Ontvangen: HTTP {statusCode} in {durationMs} ms.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'Geweigerd: HTTP {statusCode} in {durationMs} ms. Alleen een 2xx-antwoord telt als ontvangen.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'Niet afgeleverd na {durationMs} ms: {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = 'geen antwoord';
export const webhookTimeoutError = icu<[seconds: number]>(
  'Geen antwoord binnen {seconds} s',
  'seconds',
);
export const copySnippetLabel = icu<[language: string]>(
  'Het {language}-fragment kopiëren',
  'language',
);
export const webhookFailingSinceMessage = icu<[since: string]>(
  'Elke aflevering mislukt sinds {since}. Na 5 dagen met fouten wordt de webhook uitgeschakeld.',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('Volgende poging {at}.', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('De sleutel {name} intrekken?', 'name');
