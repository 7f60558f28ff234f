// src/shared/copy/sentences/follow-up-values.ts in Dutch.
import { icu } from './language';

export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {Onbekende plaatshouder} other {Onbekende plaatshouders}}: {list}. Gebruik '{firstName}', '{event}' of '{ownerName}'.",
  'list',
  'count',
);
export const followUpDailyLimitMessage = icu<[max: number]>(
  'Je hebt de {max, plural, one {# follow-upmail} other {# follow-upmails}} verstuurd die een account per dag kan versturen. Verstuur de rest morgen.',
  'max',
);
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {Follow-up verstuurd naar # lead.} other {Follow-up verstuurd naar # leads.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, other {# overgeslagen: geen toestemming voor contact.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, other {# overgeslagen: geen e-mailadres.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, other {# overgeslagen: al opgevolgd.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, other {# nog niet verstuurd: de e-maillimiet van vandaag is bereikt, verstuur ze morgen.}}',
  'count',
);
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {Versturen naar # lead} other {Versturen naar # leads}}',
  'count',
);
export const followedUpLabel = icu<[date: string]>('Opgevolgd op {date}', 'date');
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}, vastgelegd op {when}',
  'how',
  'when',
);
export const followUpPreviewLabel = icu<[leadName: string]>(
  'Voorbeeld voor {leadName}',
  'leadName',
);
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  'Kaartfoto van {leadName} openen',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('Kaartfoto: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>('De papieren kaart van {leadName}', 'leadName');
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, other {# geselecteerd}}',
  'count',
);
export const selectLeadLabel = icu<[leadName: string]>('{leadName} selecteren', 'leadName');
export const deleteLeadTitle = icu<[name: string]>('De lead van {name} verwijderen?', 'name');
