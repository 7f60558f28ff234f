// src/shared/copy/sentences/teams-values.ts in French.
import { icu } from './language';

export const joinedTeamMessage = icu<[teamName: string]>(
  'Vous avez rejoint {teamName}',
  'teamName',
);
export const setByTeamMessage = icu<[teamName: string]>('Défini par {teamName}', 'teamName');
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  'Défini par {teamName} : {fields} ne peut pas être modifié sur une carte d’équipe. Adressez-vous à un administrateur de votre équipe.',
  'teamName',
  'fields',
);
export const managedByTeamMessage = icu<[teamName: string]>('Géré par {teamName}', 'teamName');
export const cardWaitsForInviteeMessage = icu<[name: string]>(
  'En attente de l’arrivée de {name}',
  'name',
);
export const makeOwnerTitle = icu<[memberName: string]>(
  'Faire de {memberName} le propriétaire ?',
  'memberName',
);
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName} devient propriétaire de {teamName} : la facturation, la suppression et la cession de l’équipe lui reviennent désormais. Vous restez administrateur.',
  'teamName',
  'memberName',
);
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{teamName} appartient désormais à {memberName}',
  'teamName',
  'memberName',
);
export const deleteTeamTitle = icu<[teamName: string]>('Supprimer {teamName} ?', 'teamName');
export const teamDeletedMessage = icu<[teamName: string]>('{teamName} a été supprimée', 'teamName');
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'Télécharger les prospects de {teamName} (disponible jusqu’au {until})',
  'teamName',
  'until',
);
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  'Vous êtes membre de {teamName}. Son propriétaire et ses administrateurs gèrent les cartes de l’équipe.',
  'teamName',
);
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, one {# carte va changer} other {# cartes vont changer}}',
  'count',
);
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, one {# personne invitée} other {# personnes invitées}}',
  'count',
);
export const invitationSentMessage = icu<[email: string]>('Invitation envoyée à {email}', 'email');
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, one {Enregistré : # carte modifiée} other {Enregistré : # cartes modifiées}}',
  'changedCards',
);
export const seatChangeMessage = icu<[from: string, to: string]>(
  'Chaque personne qui rejoint l’équipe ajoute un siège : la prochaine facture passe de {from} à {to} (le reste du mois au prorata).',
  'from',
  'to',
);
export const deactivateMemberTitle = icu<[name: string]>('Désactiver {name} ?', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  '{name} quitte {team} immédiatement : la carte d’équipe qu’il ou elle détient retourne dans le pool, sa page affiche {team} jusqu’à ce qu’elle soit attribuée à quelqu’un d’autre, et ses prospects restent à l’équipe. Vous pourrez le ou la réactiver plus tard.',
  'name',
  'team',
);
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  'Vous avez été retiré de {team} le {day}. Les cartes d’équipe que vous déteniez sont retournées dans son pool ; vos propres cartes restent à vous.',
  'team',
  'day',
);
export const createTeamOfferMessage = icu<[cards: number]>(
  '{cards, plural, one {Vous avez # carte.} other {Vous avez # cartes.}} Créez une équipe pour les confier à vos collègues, garder les coordonnées de votre entreprise sur chaque carte et voir quelles cartes apportent des prospects.',
  'cards',
);
export const teamWillAssignCard = icu<[team: string]>(
  '{team} va vous attribuer votre carte. Elle apparaîtra ici dès que ce sera fait.',
  'team',
);
