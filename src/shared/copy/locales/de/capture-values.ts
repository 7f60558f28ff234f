// src/shared/copy/sentences/capture-values.ts in German.
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# Lead wartet auf den Upload} other {# Leads warten auf den Upload}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {# Lead wartet auf den Upload. Abmelden und ihn verwerfen?} other {# Leads warten auf den Upload. Abmelden und sie verwerfen?}}',
  'count',
);
