// src/shared/copy/sentences/server-values.ts in Italian.
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'Troppe richieste. Riprova tra {after}.',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down} non disponibile', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'Struttura dell’ordine inattesa: {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'Questa chiave API non ha l’ambito {scope}.',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'Questa chiave API non ha l’ambito {scope}, necessario per gli eventi di questo webhook.',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person} (chiave API)', 'person');
