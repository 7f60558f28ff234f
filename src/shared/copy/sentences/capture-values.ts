// The capture screen's sentences with a count (docs/product.md#capture).
import { icu } from './language';

/** The capture screen's count of leads kept on the phone. */
export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, one {{count} lead waiting to upload} other {{count} leads waiting to upload}}',
  'count',
);
/** Asked before a sign-out by the person while leads wait on the phone. */
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {{count} lead is waiting to upload. Sign out and discard it?} other {{count} leads are waiting to upload. Sign out and discard them?}}',
  'count',
);
