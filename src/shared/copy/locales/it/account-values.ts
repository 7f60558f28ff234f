// src/shared/copy/sentences/account-values.ts in Italian.
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {Biglietto trasferito a {email}; è in arrivo un invito} other {Biglietto trasferito a {email}}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  'Controlla {newEmail} per confermare',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {Visualizza notifiche} one {Visualizza notifiche: # messaggio non letto} other {Visualizza notifiche: # messaggi non letti}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  'Visualizza notifiche: {decided, plural, one {# richiesta di modifica decisa} other {# richieste di modifica decise}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'Visualizza notifiche: {unread, plural, one {# messaggio non letto} other {# messaggi non letti}}, {decided, plural, one {# richiesta di modifica decisa} other {# richieste di modifica decise}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'Disconnessione dopo {minutes, plural, one {# minuto} other {# minuti}} di inattività',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'Disconnessione dopo {seconds, plural, one {# secondo} other {# secondi}} di inattività',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {# altra sessione disconnessa} other {# altre sessioni disconnesse}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('Disconnetti {device}', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} su {system}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'Aggiunta il {added}, ultimo utilizzo il {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>(
  'Aggiunta il {added}, mai utilizzata',
  'added',
);
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} oggi, rinnovo mensile, annullabile in qualsiasi momento',
  'amount',
);
