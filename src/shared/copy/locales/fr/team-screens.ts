// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'Créer une équipe';
export const teamNameLabel = 'Nom de l’équipe';
export const teamCreateTeam = 'Créer l’équipe';
export const teamMembersTab = 'Membres';
export const teamNameColumn = 'Nom';
export const teamRoleLabel = 'Rôle';
export const teamDepartmentLabel = 'Service';
export const teamStatusColumn = 'Statut';
export const teamActions = 'Actions';
export const teamMember = 'Membre';
export const teamAdmin = 'Admin';
export const teamNone = 'Aucun';
export const teamMakeOwner = 'Nommer propriétaire';
export const teamDeactivate = 'Désactiver';
export const teamReactivate = 'Réactiver';
export const teamResendInvitation = 'Renvoyer l’invitation';
export const teamCancelInvitation = 'Annuler l’invitation';
export const teamYesHandTheTeamOver = 'Oui, transférer l’équipe';
export const teamShowLabel = 'Afficher';
export const teamAllDepartments = 'Tous les services';
export const teamNoDepartment = 'Aucun service';
export const teamDepartmentsTab = 'Services';
export const teamPeople = 'Personnes';
export const teamAdmins = 'Admins';
export const teamDeleteDepartment = 'Supprimer le service';
export const teamSave = 'Enregistrer';
export const teamCancel = 'Annuler';
export const teamAdminsOption = 'Admins de l’équipe';
export const teamRename = 'Renommer';
export const teamDelete = 'Supprimer';
export const teamSaveAdmins = 'Enregistrer les admins';
export const teamLeadsOfADeletedTeam = 'Prospects d’une équipe supprimée';
export const teamCardsTab = 'Cartes';
export const teamTemplateTab = 'Modèle';
export const teamInsightsTab = 'Statistiques';
export const teamLeadsTab = 'Prospects';
export const teamIntegrationsTab = 'Intégrations';
export const teamBillingTab = 'Facturation';
export const teamSectionsLabel = 'Sections de l’équipe';
export const teamInviteAColleague = 'Inviter un collègue';
export const teamEmailAddress = 'Adresse e-mail';
export const teamFirstName = 'Prénom';
export const teamLastName = 'Nom';
export const teamTitleLabel = 'Poste';
export const teamSendInvitation = 'Envoyer l’invitation';
export const teamAreaTitle = 'Équipe';
export const teamJoinFirstName = 'Prénom';
export const teamJoinLastName = 'Nom';
export const teamJoinEmail = 'E-mail';
export const teamJoinConfirmPassword = 'Confirmer le mot de passe';
export const teamCreateAccountAndJoin = 'Créer le compte et rejoindre';
export const teamCreatingAccount = 'Création du compte…';
export const teamInviteYourColleagues = 'Invitez vos collègues';
export const teamChecklistInviteHint = 'Un par un, ou plusieurs à la fois depuis un fichier CSV.';
export const teamInvite = 'Inviter';
export const teamAddCardsToThePool = 'Ajoutez des cartes à la réserve';
export const teamChecklistCardsHint =
  'Vos propres cartes, ou celles que vous commandez : attribuez ensuite chacune à un collègue.';
export const teamAddCards = 'Ajouter des cartes';
export const teamSetTheTemplate = 'Définir le modèle';
export const teamChecklistTemplateHint =
  'Le nom, le logo et le style de votre entreprise sur chaque carte de l’équipe.';
export const teamStartBilling = 'Démarrer la facturation';
export const teamChecklistBillingHint =
  'Une place par membre : elle donne à chacun Catalyst Connect.';
export const teamSetUpYourTeam = 'Configurez votre équipe';
export const teamSetupLabel = 'Configuration de l’équipe';
export const teamImporting = 'Importation…';
export const teamImportFromCsv = 'Importer depuis un CSV';
export const teamLine = 'Ligne';
export const teamDownloadErrorReport = 'Télécharger le rapport d’erreurs';
export const teamJoining = 'Connexion à l’équipe…';
export const teamOpeningYourInvitation = 'Ouverture de votre invitation…';
export const teamInvitationUnopenable = 'Impossible d’ouvrir cette invitation';
export const teamJoinToAccept = 'pour accepter l’invitation.';
export const teamNewEvent = 'Nouvel événement';
export const teamEventName = 'Nom de l’événement';
export const teamFirstDay = 'Premier jour';
export const teamLastDay = 'Dernier jour';
export const teamCreateEvent = 'Créer l’événement';
export const teamEventsCaption = 'Événements';
export const teamEvent = 'Événement';
export const teamDeleteEvent = 'Supprimer l’événement';
export const teamEventFrom = 'Du';
export const teamEventTo = 'au';
export const teamLoading = 'Chargement…';
export const teamCardsTitle = 'Cartes de l’équipe';
export const teamInThePool = 'Dans la réserve';
export const teamAddMyCardsToThePool = 'Ajouter mes cartes à la réserve';
export const teamMyCards = 'Mes cartes';
export const teamAddToThePool = 'Ajouter à la réserve';
export const teamNewDepartment = 'Nouveau service';
export const teamDepartmentName = 'Nom du service';
export const teamCreateDepartment = 'Créer le service';
export const teamViews = 'Vues';
export const teamVisitors = 'Visiteurs';
export const teamContactsSaved = 'Contacts enregistrés';
export const teamLinkClicks = 'Clics sur les liens';
export const teamMessagesColumn = 'Messages';
export const teamPeriod = 'Période';
export const teamSortBy = 'Trier par';
export const teamInsightsPerMember = 'Statistiques par membre';
export const teamInsightsPerDepartment = 'Statistiques par service';
export const teamImportPeople = 'Importer des personnes';
export const teamDepartmentNewName = icu<[department: string]>(
  'Nouveau nom de {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, one {# personne} other {# personnes}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'Qui gère {department}',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('Renommer {name}', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('Admins de {department}', 'department');
export const teamDeleteLabel = icu<[name: string]>('Supprimer {name}', 'name');
export const teamRoleOfLabel = icu<[name: string]>('Rôle de {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('Service de {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('Titulaire de {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (invité)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, one {Dernier jour} other {# derniers jours}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('Rejoindre {team}', 'team');
export const teamInvitationFor = icu<[email: string]>('Invitation pour {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('Connectez-vous en tant que {email}', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'Créez votre compte pour {email} afin de rejoindre l’équipe.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('Gère {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(gère {department})',
  'department',
);
