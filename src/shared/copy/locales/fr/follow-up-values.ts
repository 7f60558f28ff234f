// src/shared/copy/sentences/follow-up-values.ts in French.
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {Variable inconnue} other {Variables inconnues}} : {list}. Utilisez '{firstName}', '{event}' ou '{ownerName}'.",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  'Vous avez envoyé {max, plural, one {le # e-mail de suivi} other {les # e-mails de suivi}} qu’un compte peut envoyer par jour. Envoyez le reste demain.',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {Suivi envoyé à # prospect.} other {Suivi envoyé à # prospects.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, one {# ignoré : pas de consentement à être contacté.} other {# ignorés : pas de consentement à être contactés.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, one {# ignoré : pas d’adresse e-mail.} other {# ignorés : pas d’adresse e-mail.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, one {# ignoré : suivi déjà envoyé.} other {# ignorés : suivi déjà envoyé.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# pas encore envoyé : la limite d’e-mails du jour est atteinte, envoyez-le demain.} other {# pas encore envoyés : la limite d’e-mails du jour est atteinte, envoyez-les demain.}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {Envoyer à # prospect} other {Envoyer à # prospects}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('Suivi envoyé le {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}, saisi le {when}',
  'how',
  'when',
);
export const followUpPreviewLabel = icu<[leadName: string]>('Aperçu pour {leadName}', 'leadName');
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  'Ouvrir la photo de la carte de {leadName}',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('Photo de la carte : {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>('La carte papier de {leadName}', 'leadName');
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, one {# sélectionné} other {# sélectionnés}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('Sélectionner {leadName}', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('Supprimer le prospect {name} ?', 'name');
