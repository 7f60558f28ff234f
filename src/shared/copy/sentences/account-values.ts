// The account's sentences with a value: its e-mail, the header's bell, sessions, passkeys, the
// subscription's terms, and the operator console's move of a card.
import { icu } from './language';

/** The operator console's toast after moving a card (and inviting a new address). */
export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {Card moved to {email}; an invitation is on its way} other {Card moved to {email}}}',
  'email',
  'invited',
);
/** Under the e-mail field while a change waits for its confirmation link. */
export const pendingEmailMessage = icu<[newEmail: string]>(
  'Check {newEmail} to confirm',
  'newEmail',
);
/** The header bell's accessible name, with the unread count. */
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {View notifications} one {View notifications: {count} unread message} other {View notifications: {count} unread messages}}',
  'count',
);
/** The bell's name when decisions on the member's change requests wait to be seen. */
export const decidedRequestsLabel = icu<[decided: number]>(
  'View notifications: {decided, plural, one {{decided} decided change request} other {{decided} decided change requests}}',
  'decided',
);
/** The same, with unread messages too. */
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'View notifications: {unread, plural, one {{unread} unread message} other {{unread} unread messages}}, {decided, plural, one {{decided} decided change request} other {{decided} decided change requests}}',
  'unread',
  'decided',
);
/** The Login page after the inactivity sign-out, in minutes (docs/product.md#inactivity-sign-out). */
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'You were signed out after {minutes, plural, one {{minutes} minute} other {{minutes} minutes}} without activity',
  'minutes',
);
/** The same, for a wait that is not a whole number of minutes. */
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'You were signed out after {seconds, plural, one {{seconds} second} other {{seconds} seconds}} without activity',
  'seconds',
);
/** After 'Sign out of all other sessions' (Settings → Security). */
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {{count} other session signed out} other {{count} other sessions signed out}}',
  'count',
);
/** The 'Sign out' button of one session, for a screen reader: which session it ends. */
export const signOutSessionLabel = icu<[device: string]>('Sign out {device}', 'device');
/** The name a new passkey is offered under: 'Chrome on Mac'. */
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} on {system}',
  'browser',
  'system',
);
/** A passkey's dates in the Security list. */
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'Added {added}, last used {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>('Added {added}, never used', 'added');
/** Beside /subscribe's 'Submit': what it charges today and what follows ('$10.00 today, ...'). */
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} today, renews monthly, cancel any time',
  'amount',
);
