// src/shared/copy/sentences/webhooks-values.ts in Italian.
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  'Scegli uno degli eventi {events}.',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'Ricevuto: HTTP {statusCode} in {durationMs} ms.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'Rifiutato: HTTP {statusCode} in {durationMs} ms. Solo una risposta 2xx vale come ricevuta.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'Non consegnato dopo {durationMs} ms: {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = 'nessuna risposta';
export const webhookTimeoutError = icu<[seconds: number]>(
  'Nessuna risposta entro {seconds} s',
  'seconds',
);
export const copySnippetLabel = icu<[language: string]>('Copia lo snippet {language}', 'language');
export const webhookFailingSinceMessage = icu<[since: string]>(
  'Tutte le consegne non riescono dal {since}. Dopo 5 giorni di errori il webhook viene disattivato.',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('Prossimo tentativo: {at}.', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('Revocare la chiave {name}?', 'name');
