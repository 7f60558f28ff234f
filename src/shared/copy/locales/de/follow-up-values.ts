// src/shared/copy/sentences/follow-up-values.ts in German.
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {Unbekannter Platzhalter} other {Unbekannte Platzhalter}}: {list}. Verwenden Sie '{firstName}', '{event}' oder '{ownerName}'.",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  'Sie haben die {max, plural, one {# Follow-up-E-Mail} other {# Follow-up-E-Mails}} gesendet, die ein Konto pro Tag senden kann. Senden Sie den Rest morgen.',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {Follow-up an # Lead gesendet.} other {Follow-up an # Leads gesendet.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, other {# übersprungen: keine Einwilligung zur Kontaktaufnahme.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, other {# übersprungen: keine E-Mail-Adresse.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, other {# übersprungen: Follow-up bereits gesendet.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, other {# noch nicht gesendet: Das heutige E-Mail-Limit ist erreicht, senden Sie sie morgen.}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {An # Lead senden} other {An # Leads senden}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('Follow-up gesendet: {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}, erfasst am {when}',
  'how',
  'when',
);
export const followUpPreviewLabel = icu<[leadName: string]>('Vorschau für {leadName}', 'leadName');
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  'Kartenfoto von {leadName} öffnen',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('Kartenfoto: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>('Die Papierkarte von {leadName}', 'leadName');
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, other {# ausgewählt}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('{leadName} auswählen', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('Lead von {name} löschen?', 'name');
