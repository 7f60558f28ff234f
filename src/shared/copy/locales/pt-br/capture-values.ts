// src/shared/copy/sentences/capture-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# lead aguardando upload} other {# leads aguardando upload}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {# lead está aguardando upload. Sair e descartá-lo?} other {# leads estão aguardando upload. Sair e descartá-los?}}',
  'count',
);
