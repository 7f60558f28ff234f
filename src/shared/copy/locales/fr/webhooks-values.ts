// src/shared/copy/sentences/webhooks-values.ts in French.
import { icu } from './language';

export const chooseWebhookEventMessage = icu<[events: string]>(
  'Choisissez l’un des événements {events}.',
  'events',
);
export const webhookReceivedMessage = icu<[statusCode: number, durationMs: number]>(
  'Reçu : HTTP {statusCode} en {durationMs} ms.',
  'statusCode',
  'durationMs',
);
export const webhookRefusedMessage = icu<[statusCode: number, durationMs: number]>(
  'Refusé : HTTP {statusCode} en {durationMs} ms. Seule une réponse 2xx compte comme reçue.',
  'statusCode',
  'durationMs',
);
export const webhookNotDeliveredMessage = icu<[durationMs: number, error: string]>(
  'Non livré après {durationMs} ms : {error}',
  'durationMs',
  'error',
);
export const webhookNoAnswer = 'pas de réponse';
export const webhookTimeoutError = icu<[seconds: number]>(
  'Pas de réponse en {seconds} s',
  'seconds',
);
export const copySnippetLabel = icu<[language: string]>('Copier l’extrait {language}', 'language');
export const webhookFailingSinceMessage = icu<[since: string]>(
  'Toutes les livraisons échouent depuis le {since}. Après 5 jours d’échecs, le webhook est désactivé.',
  'since',
);
export const webhookNextAttemptMessage = icu<[at: string]>('Prochaine tentative {at}.', 'at');
export const revokeApiKeyTitle = icu<[name: string]>('Révoquer la clé {name} ?', 'name');
