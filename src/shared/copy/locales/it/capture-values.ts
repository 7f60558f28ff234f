// src/shared/copy/sentences/capture-values.ts in Italian.
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# lead in attesa di caricamento} other {# lead in attesa di caricamento}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {# lead è in attesa di caricamento. Uscire ed eliminarlo?} other {# lead sono in attesa di caricamento. Uscire ed eliminarli?}}',
  'count',
);
