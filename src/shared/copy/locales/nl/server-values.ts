// src/shared/copy/sentences/server-values.ts in Dutch.
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'Te veel verzoeken. Probeer het over {after} opnieuw.',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down} niet beschikbaar', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'Onverwachte opbouw van de bestelling: {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'Deze API-sleutel mist de scope {scope}.',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'Deze API-sleutel mist de scope {scope}, die de events van deze webhook nodig hebben.',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person} (API-sleutel)', 'person');
