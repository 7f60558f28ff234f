// src/shared/copy/sentences/follow-up-values.ts in Italian.
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {Segnaposto sconosciuto} other {Segnaposto sconosciuti}}: {list}. Usa '{firstName}', '{event}' o '{ownerName}'.",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  'Hai inviato {max, plural, one {l’unica e-mail di follow-up} other {le # e-mail di follow-up}} che un account può inviare in un giorno. Invia le altre domani.',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {Follow-up inviato a # lead.} other {Follow-up inviato a # lead.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, one {# saltato: nessun consenso a essere contattato.} other {# saltati: nessun consenso a essere contattati.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, one {# saltato: nessun indirizzo e-mail.} other {# saltati: nessun indirizzo e-mail.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, one {# saltato: follow-up già inviato.} other {# saltati: follow-up già inviato.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# non ancora inviato: il limite di e-mail di oggi è raggiunto, invialo domani.} other {# non ancora inviati: il limite di e-mail di oggi è raggiunto, inviali domani.}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {Invia a # lead} other {Invia a # lead}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('Follow-up il {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}, acquisito il {when}',
  'how',
  'when',
);
export const followUpPreviewLabel = icu<[leadName: string]>('Anteprima per {leadName}', 'leadName');
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  'Apri la foto del biglietto di {leadName}',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('Foto del biglietto: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>(
  'Il biglietto cartaceo di {leadName}',
  'leadName',
);
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, one {# selezionato} other {# selezionati}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('Seleziona {leadName}', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('Eliminare il lead di {name}?', 'name');
