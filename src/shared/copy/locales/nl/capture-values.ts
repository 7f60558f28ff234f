// src/shared/copy/sentences/capture-values.ts in Dutch.
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# lead wacht op upload} other {# leads wachten op upload}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {# lead wacht op upload. Uitloggen en deze weggooien?} other {# leads wachten op upload. Uitloggen en ze weggooien?}}',
  'count',
);
