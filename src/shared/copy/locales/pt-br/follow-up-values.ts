// src/shared/copy/sentences/follow-up-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {Marcador desconhecido} other {Marcadores desconhecidos}}: {list}. Use '{firstName}', '{event}' ou '{ownerName}'.",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  'Você já enviou {max, plural, one {o # e-mail de follow-up} other {os # e-mails de follow-up}} que uma conta pode enviar por dia. Envie o restante amanhã.',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {Follow-up enviado para # lead.} other {Follow-up enviado para # leads.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, one {# ignorado: sem consentimento para contato.} other {# ignorados: sem consentimento para contato.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, one {# ignorado: sem endereço de e-mail.} other {# ignorados: sem endereço de e-mail.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, one {# ignorado: já recebeu follow-up.} other {# ignorados: já receberam follow-up.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# ainda não enviado: o limite de e-mails de hoje foi atingido, envie amanhã.} other {# ainda não enviados: o limite de e-mails de hoje foi atingido, envie amanhã.}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {Enviar para # lead} other {Enviar para # leads}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('Follow-up em {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}, registrado em {when}',
  'how',
  'when',
);
export const followUpPreviewLabel = icu<[leadName: string]>('Prévia para {leadName}', 'leadName');
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  'Abrir a foto do cartão de {leadName}',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('Foto do cartão: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>('O cartão de papel de {leadName}', 'leadName');
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, one {# selecionado} other {# selecionados}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('Selecionar {leadName}', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('Excluir o lead de {name}?', 'name');
