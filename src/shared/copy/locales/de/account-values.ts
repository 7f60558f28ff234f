// src/shared/copy/sentences/account-values.ts in German.
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {Karte an {email} übertragen; eine Einladung ist unterwegs} other {Karte an {email} übertragen}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  'Bitte bestätigen Sie über die E-Mail an {newEmail}',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {Benachrichtigungen anzeigen} one {Benachrichtigungen anzeigen: # ungelesene Nachricht} other {Benachrichtigungen anzeigen: # ungelesene Nachrichten}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  'Benachrichtigungen anzeigen: {decided, plural, one {# entschiedene Änderungsanfrage} other {# entschiedene Änderungsanfragen}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'Benachrichtigungen anzeigen: {unread, plural, one {# ungelesene Nachricht} other {# ungelesene Nachrichten}}, {decided, plural, one {# entschiedene Änderungsanfrage} other {# entschiedene Änderungsanfragen}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'Sie wurden nach {minutes, plural, one {# Minute} other {# Minuten}} ohne Aktivität abgemeldet',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'Sie wurden nach {seconds, plural, one {# Sekunde} other {# Sekunden}} ohne Aktivität abgemeldet',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {# andere Sitzung abgemeldet} other {# andere Sitzungen abgemeldet}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('{device} abmelden', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} auf {system}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'Hinzugefügt: {added}, zuletzt verwendet: {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>(
  'Hinzugefügt: {added}, nie verwendet',
  'added',
);
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} heute, verlängert sich monatlich, jederzeit kündbar',
  'amount',
);
