// src/shared/copy/sentences/follow-up-values.ts in Spanish.
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {Marcador desconocido} other {Marcadores desconocidos}}: {list}. Usa '{firstName}', '{event}' o '{ownerName}'.",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  'Ya enviaste {max, plural, one {el # correo de seguimiento} other {los # correos de seguimiento}} que una cuenta puede enviar al día. Envía el resto mañana.',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {Seguimiento enviado a # lead.} other {Seguimiento enviado a # leads.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, one {# omitido: sin consentimiento para ser contactado.} other {# omitidos: sin consentimiento para ser contactados.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, one {# omitido: sin dirección de correo.} other {# omitidos: sin dirección de correo.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, one {# omitido: ya tuvo seguimiento.} other {# omitidos: ya tuvieron seguimiento.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# aún sin enviar: se alcanzó el límite de correos de hoy, envíalo mañana.} other {# aún sin enviar: se alcanzó el límite de correos de hoy, envíalos mañana.}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {Enviar a # lead} other {Enviar a # leads}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('Seguimiento el {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}, registrado el {when}',
  'how',
  'when',
);
export const followUpPreviewLabel = icu<[leadName: string]>(
  'Vista previa para {leadName}',
  'leadName',
);
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  'Abrir la foto de la tarjeta de {leadName}',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('Foto de la tarjeta: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>(
  'La tarjeta de papel de {leadName}',
  'leadName',
);
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, one {# seleccionado} other {# seleccionados}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('Seleccionar a {leadName}', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('¿Eliminar el lead de {name}?', 'name');
