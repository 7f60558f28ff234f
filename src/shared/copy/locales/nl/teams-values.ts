// src/shared/copy/sentences/teams-values.ts in Dutch.
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>(
  'Je bent lid geworden van {teamName}',
  'teamName',
);
export const setByTeamMessage = icu<[teamName: string]>('Ingesteld door {teamName}', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  'Ingesteld door {teamName}: {fields} kan niet worden gewijzigd op een teamkaart. Vraag het een beheerder van je team.',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>('Beheerd door {teamName}', 'teamName');
export const cardWaitsForInviteeMessage = icu<[name: string]>('Wacht tot {name} lid wordt', 'name');
export const makeOwnerTitle = icu<[memberName: string]>(
  '{memberName} eigenaar maken?',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName} wordt eigenaar van {teamName}: facturatie, het team verwijderen en het doorgeven liggen vanaf dan bij deze persoon. Je blijft beheerder.',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{memberName} is nu eigenaar van {teamName}',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('{teamName} verwijderen?', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>('{teamName} is verwijderd', 'teamName');
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'Download de leads van {teamName} (beschikbaar tot {until})',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'Je bent lid van {teamName}. De eigenaar en beheerders beheren de kaarten van het team.',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, one {# kaart wordt gewijzigd} other {# kaarten worden gewijzigd}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, one {# persoon uitgenodigd} other {# personen uitgenodigd}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>(
  'Uitnodiging verstuurd naar {email}',
  'email',
);
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, one {Opgeslagen: # kaart gewijzigd} other {Opgeslagen: # kaarten gewijzigd}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  'Elke persoon die lid wordt, voegt een plaats toe: de volgende factuur gaat van {from} naar {to} (de rest van deze maand naar rato).',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('{name} deactiveren?', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  '{name} verlaat {team} meteen: de teamkaart van deze persoon gaat terug naar de pool, de pagina ervan toont {team} tot de kaart aan iemand anders is gegeven, en de leads blijven bij het team. Je kunt deze persoon later opnieuw activeren.',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  'Je bent op {day} uit {team} verwijderd. De teamkaarten die je had, zijn terug in de pool; je eigen kaarten blijven van jou.',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, one {Je hebt # kaart.} other {Je hebt # kaarten.}} Maak een team om ze aan collega’s te geven, de gegevens van je bedrijf op elke kaart te houden en te zien welke kaarten leads opleveren.',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  '{team} wijst je kaart toe. Die verschijnt hier zodra dat gebeurd is.',
  'team',
);
