// src/shared/copy/sentences/server-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'Muitas solicitações. Tente de novo em {after}.',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down} indisponível', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'Formato de pedido inesperado: {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'Esta chave de API não tem o escopo {scope}.',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'Esta chave de API não tem o escopo {scope}, necessário para os eventos deste webhook.',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person} (chave de API)', 'person');
