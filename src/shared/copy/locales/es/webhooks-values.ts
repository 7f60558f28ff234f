// src/shared/copy/sentences/webhooks-values.ts in Spanish.
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  'Elige uno de los eventos {events}.',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'Recibido: HTTP {statusCode} en {durationMs} ms.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'Rechazado: HTTP {statusCode} en {durationMs} ms. Solo una respuesta 2xx cuenta como recibida.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'No entregado tras {durationMs} ms: {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = 'sin respuesta';
export const webhookTimeoutError = icu<[seconds: number]>(
  'Sin respuesta en {seconds} s',
  'seconds',
);
export const copySnippetLabel = icu<[language: string]>(
  'Copiar el fragmento de {language}',
  'language',
);
export const webhookFailingSinceMessage = icu<[since: string]>(
  'Todas las entregas fallan desde el {since}. Tras 5 días de fallos, se desactiva.',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('Próximo intento: {at}.', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('¿Revocar la clave {name}?', 'name');
