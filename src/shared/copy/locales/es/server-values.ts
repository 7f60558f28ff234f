// src/shared/copy/sentences/server-values.ts in Spanish.
import { icu } from './language';

export const tooManyRequestsMessage = icu<[after: string]>(
  'Demasiadas solicitudes. Inténtalo de nuevo en {after}.',
  'after',
);
export const unavailableMessage = icu<[down: string]>('{down} no disponible', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'Formato de pedido inesperado: {problem}',
  'problem',
);
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'Esta clave de API no tiene el permiso {scope}.',
  'scope',
);
export const webhookScopeMissingMessage = icu<[scope: string]>(
  'Esta clave de API no tiene el permiso {scope}, que necesitan los eventos de este webhook.',
  'scope',
);
export const apiKeyActorName = icu<[person: string]>('{person} (clave de API)', 'person');
