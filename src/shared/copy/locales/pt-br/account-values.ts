// src/shared/copy/sentences/account-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {Cartão transferido para {email}; um convite está a caminho} other {Cartão transferido para {email}}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  'Confira {newEmail} para confirmar',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {Ver notificações} one {Ver notificações: # mensagem não lida} other {Ver notificações: # mensagens não lidas}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  'Ver notificações: {decided, plural, one {# solicitação de alteração decidida} other {# solicitações de alteração decididas}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'Ver notificações: {unread, plural, one {# mensagem não lida} other {# mensagens não lidas}}, {decided, plural, one {# solicitação de alteração decidida} other {# solicitações de alteração decididas}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'Sua sessão foi encerrada após {minutes, plural, one {# minuto} other {# minutos}} sem atividade',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'Sua sessão foi encerrada após {seconds, plural, one {# segundo} other {# segundos}} sem atividade',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {# outra sessão encerrada} other {# outras sessões encerradas}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('Encerrar a sessão de {device}', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} no {system}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'Adicionada em {added}, último uso em {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>(
  'Adicionada em {added}, nunca usada',
  'added',
);
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} hoje, renovação mensal, cancele quando quiser',
  'amount',
);
