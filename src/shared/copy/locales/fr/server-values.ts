// src/shared/copy/sentences/server-values.ts in French.
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'Trop de requêtes. Veuillez réessayer dans {after}.',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down} indisponible', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'Structure de commande inattendue : {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'Cette clé API n’a pas la portée {scope}.',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'Cette clé API n’a pas la portée {scope}, nécessaire aux événements de ce webhook.',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person} (clé API)', 'person');
