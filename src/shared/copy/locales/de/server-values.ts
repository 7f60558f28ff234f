// src/shared/copy/sentences/server-values.ts in German.
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'Zu viele Anfragen. Bitte versuchen Sie es in {after} erneut.',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down} nicht verfügbar', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'Unerwarteter Aufbau der Bestellung: {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'Diesem API-Schlüssel fehlt der Bereich {scope}.',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'Diesem API-Schlüssel fehlt der Bereich {scope}, den die Ereignisse dieses Webhooks benötigen.',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person} (API-Schlüssel)', 'person');
