// src/shared/copy/sentences/account-values.ts in Spanish.
import { icu } from './language';

export const cardMovedMessage = icu<[email: string, invited: boolean]>(
  '{invited, select, true {Tarjeta transferida a {email}; se ha enviado una invitación} other {Tarjeta transferida a {email}}}',
  'email',
  'invited',
);
export const pendingEmailMessage = icu<[newEmail: string]>(
  'Revisa {newEmail} para confirmar',
  'newEmail',
);
export const unreadMessagesLabel = icu<[count: number]>(
  '{count, plural, =0 {Ver notificaciones} one {Ver notificaciones: # mensaje sin leer} other {Ver notificaciones: # mensajes sin leer}}',
  'count',
);
export const decidedRequestsLabel = icu<[decided: number]>(
  'Ver notificaciones: {decided, plural, one {# solicitud de cambio resuelta} other {# solicitudes de cambio resueltas}}',
  'decided',
);
export const unreadAndDecidedLabel = icu<[unread: number, decided: number]>(
  'Ver notificaciones: {unread, plural, one {# mensaje sin leer} other {# mensajes sin leer}}, {decided, plural, one {# solicitud de cambio resuelta} other {# solicitudes de cambio resueltas}}',
  'unread',
  'decided',
);
export const signedOutIdleMinutesMessage = icu<[minutes: number]>(
  'Se cerró tu sesión tras {minutes, plural, one {# minuto} other {# minutos}} sin actividad',
  'minutes',
);
export const signedOutIdleSecondsMessage = icu<[seconds: number]>(
  'Se cerró tu sesión tras {seconds, plural, one {# segundo} other {# segundos}} sin actividad',
  'seconds',
);
export const otherSessionsSignedOutMessage = icu<[count: number]>(
  '{count, plural, one {Se cerró # sesión más} other {Se cerraron # sesiones más}}',
  'count',
);
export const signOutSessionLabel = icu<[device: string]>('Cerrar la sesión de {device}', 'device');
export const passkeyDeviceName = icu<[browser: string, system: string]>(
  '{browser} en {system}',
  'browser',
  'system',
);
export const passkeyAddedUsedLabel = icu<[added: string, lastUsed: string]>(
  'Añadida el {added}, último uso el {lastUsed}',
  'added',
  'lastUsed',
);
export const passkeyNeverUsedLabel = icu<[added: string]>(
  'Añadida el {added}, nunca usada',
  'added',
);
export const chargeTodayTerms = icu<[amount: string]>(
  '{amount} hoy, se renueva cada mes, cancela cuando quieras',
  'amount',
);
