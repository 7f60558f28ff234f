// src/shared/copy/sentences/teams-values.ts in Italian.
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>('Ora fai parte di {teamName}', 'teamName');
export const setByTeamMessage = icu<[teamName: string]>('Impostato da {teamName}', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  'Impostato da {teamName}: {fields} non si può modificare su un biglietto del team. Rivolgiti a un amministratore del team.',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>('Gestito da {teamName}', 'teamName');
export const cardWaitsForInviteeMessage = icu<[name: string]>(
  'In attesa che {name} si unisca',
  'name',
);
export const makeOwnerTitle = icu<[memberName: string]>(
  'Rendere {memberName} proprietario?',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName} diventa proprietario di {teamName}: da quel momento fatturazione, eliminazione e cessione del team spettano a questa persona. Resti amministratore.',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{teamName} ora appartiene a {memberName}',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('Eliminare {teamName}?', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>(
  '{teamName} è stato eliminato',
  'teamName',
);
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'Scarica i lead di {teamName} (disponibili fino al {until})',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'Fai parte di {teamName}. Il proprietario e gli amministratori gestiscono i biglietti del team.',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, one {# biglietto cambierà} other {# biglietti cambieranno}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, one {# persona invitata} other {# persone invitate}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>('Invito inviato a {email}', 'email');
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, one {Salvato: # biglietto modificato} other {Salvato: # biglietti modificati}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  'Ogni persona che si unisce aggiunge una postazione: la prossima fattura passa da {from} a {to} (il resto del mese calcolato pro rata).',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('Disattivare {name}?', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  '{name} lascia {team} subito: il biglietto del team che ha torna nel pool, la sua pagina mostra {team} finché non viene assegnato a qualcun altro, e i suoi lead restano al team. Potrai riattivarlo in seguito.',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  'Sei stato rimosso da {team} il {day}. I biglietti del team che avevi sono tornati nel pool; i tuoi biglietti personali restano tuoi.',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, one {Hai # biglietto.} other {Hai # biglietti.}} Crea un team per assegnarli ai colleghi, mantenere i dati aziendali su ogni biglietto e vedere quali biglietti portano lead.',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  '{team} ti assegnerà il biglietto. Apparirà qui non appena sarà fatto.',
  'team',
);
