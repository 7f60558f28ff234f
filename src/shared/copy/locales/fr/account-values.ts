// src/shared/copy/sentences/account-values.ts in French.
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {Carte transférée à {email} ; une invitation est en route} other {Carte transférée à {email}}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  'Consultez {newEmail} pour confirmer',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {Voir les notifications} one {Voir les notifications : # message non lu} other {Voir les notifications : # messages non lus}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  'Voir les notifications : {decided, plural, one {# demande de modification traitée} other {# demandes de modification traitées}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'Voir les notifications : {unread, plural, one {# message non lu} other {# messages non lus}}, {decided, plural, one {# demande de modification traitée} other {# demandes de modification traitées}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'Vous avez été déconnecté après {minutes, plural, one {# minute} other {# minutes}} d’inactivité',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'Vous avez été déconnecté après {seconds, plural, one {# seconde} other {# secondes}} d’inactivité',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {# autre session déconnectée} other {# autres sessions déconnectées}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('Déconnecter {device}', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} sur {system}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'Ajoutée le {added}, dernière utilisation le {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>(
  'Ajoutée le {added}, jamais utilisée',
  'added',
);
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} aujourd’hui, renouvellement mensuel, résiliable à tout moment',
  'amount',
);
