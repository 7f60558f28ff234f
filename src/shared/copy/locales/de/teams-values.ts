// src/shared/copy/sentences/teams-values.ts in German.
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>(
  'Sie sind {teamName} beigetreten',
  'teamName',
);
export const setByTeamMessage = icu<[teamName: string]>('Festgelegt von {teamName}', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  'Von {teamName} festgelegt und auf einer Team-Karte nicht änderbar: {fields}. Wenden Sie sich an einen Admin Ihres Teams.',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>('Verwaltet von {teamName}', 'teamName');
export const cardWaitsForInviteeMessage = icu<[name: string]>(
  'Wartet auf den Beitritt von {name}',
  'name',
);
export const makeOwnerTitle = icu<[memberName: string]>(
  '{memberName} zum Inhaber machen?',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName} wird Inhaber von {teamName}: Abrechnung, Löschen und Weitergeben des Teams liegen dann bei dieser Person. Sie bleiben Admin.',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{teamName} gehört jetzt {memberName}',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('{teamName} löschen?', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>('{teamName} wurde gelöscht', 'teamName');
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'Leads von {teamName} herunterladen (verfügbar bis {until})',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'Sie sind Mitglied von {teamName}. Die Karten des Teams verwalten Inhaber und Admins.',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, one {# Karte wird geändert} other {# Karten werden geändert}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, one {# Person eingeladen} other {# Personen eingeladen}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>('Einladung an {email} gesendet', 'email');
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, one {Gespeichert: # Karte geändert} other {Gespeichert: # Karten geändert}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  'Jede Person, die beitritt, belegt einen weiteren Platz: Die nächste Rechnung steigt von {from} auf {to} (der Rest dieses Monats anteilig).',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('{name} deaktivieren?', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  '{name} verlässt {team} sofort: Die Team-Karte der Person geht zurück in den Pool, ihre Seite zeigt {team}, bis sie jemand anderem zugewiesen wird, und die Leads bleiben beim Team. Sie können die Person später wieder aktivieren.',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  'Sie wurden am {day} aus {team} entfernt. Die Team-Karten, die Sie hatten, sind zurück im Pool; Ihre eigenen Karten bleiben Ihnen.',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, one {Sie haben # Karte.} other {Sie haben # Karten.}} Erstellen Sie ein Team, um sie an Kollegen weiterzugeben, die Firmendaten auf jeder Karte zu pflegen und zu sehen, welche Karten Leads bringen.',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  '{team} weist Ihnen Ihre Karte zu. Sie erscheint hier, sobald das geschehen ist.',
  'team',
);
