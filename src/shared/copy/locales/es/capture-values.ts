// src/shared/copy/sentences/capture-values.ts in Spanish.
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# lead pendiente de subir} other {# leads pendientes de subir}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {Hay # lead pendiente de subir. ¿Cerrar sesión y descartarlo?} other {Hay # leads pendientes de subir. ¿Cerrar sesión y descartarlos?}}',
  'count',
);
