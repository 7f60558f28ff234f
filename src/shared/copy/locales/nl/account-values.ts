// src/shared/copy/sentences/account-values.ts in Dutch.
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {Kaart verplaatst naar {email}; er is een uitnodiging onderweg} other {Kaart verplaatst naar {email}}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  'Kijk in {newEmail} om te bevestigen',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {Meldingen bekijken} one {Meldingen bekijken: # ongelezen bericht} other {Meldingen bekijken: # ongelezen berichten}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  'Meldingen bekijken: {decided, plural, one {# beoordeeld wijzigingsverzoek} other {# beoordeelde wijzigingsverzoeken}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'Meldingen bekijken: {unread, plural, one {# ongelezen bericht} other {# ongelezen berichten}}, {decided, plural, one {# beoordeeld wijzigingsverzoek} other {# beoordeelde wijzigingsverzoeken}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'Je bent uitgelogd na {minutes, plural, one {# minuut} other {# minuten}} zonder activiteit',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'Je bent uitgelogd na {seconds, plural, one {# seconde} other {# seconden}} zonder activiteit',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {# andere sessie uitgelogd} other {# andere sessies uitgelogd}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('{device} uitloggen', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} op {system}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'Toegevoegd op {added}, laatst gebruikt op {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>(
  'Toegevoegd op {added}, nooit gebruikt',
  'added',
);
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} vandaag, maandelijks verlengd, altijd opzegbaar',
  'amount',
);
