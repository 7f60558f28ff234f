// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'Crea un team';
export const teamNameLabel = 'Nome del team';
export const teamCreateTeam = 'Crea team';
export const teamMembersTab = 'Membri';
export const teamNameColumn = 'Nome';
export const teamRoleLabel = 'Ruolo';
export const teamDepartmentLabel = 'Reparto';
export const teamStatusColumn = 'Stato';
export const teamActions = 'Azioni';
export const teamMember = 'Membro';
export const teamAdmin = 'Admin';
export const teamNone = 'Nessuno';
export const teamMakeOwner = 'Rendi proprietario';
export const teamDeactivate = 'Disattiva';
export const teamReactivate = 'Riattiva';
export const teamResendInvitation = 'Invia di nuovo l’invito';
export const teamCancelInvitation = 'Annulla invito';
export const teamYesHandTheTeamOver = 'Sì, cedi il team';
export const teamShowLabel = 'Mostra';
export const teamAllDepartments = 'Tutti i reparti';
export const teamNoDepartment = 'Nessun reparto';
export const teamDepartmentsTab = 'Reparti';
export const teamPeople = 'Persone';
export const teamAdmins = 'Admin';
export const teamDeleteDepartment = 'Elimina reparto';
export const teamSave = 'Salva';
export const teamCancel = 'Annulla';
export const teamAdminsOption = 'Admin del team';
export const teamRename = 'Rinomina';
export const teamDelete = 'Elimina';
export const teamSaveAdmins = 'Salva admin';
export const teamLeadsOfADeletedTeam = 'Lead di un team eliminato';
export const teamCardsTab = 'Biglietti';
export const teamTemplateTab = 'Modello';
export const teamInsightsTab = 'Statistiche';
export const teamLeadsTab = 'Lead';
export const teamIntegrationsTab = 'Integrazioni';
export const teamBillingTab = 'Fatturazione';
export const teamSectionsLabel = 'Sezioni del team';
export const teamInviteAColleague = 'Invita un collega';
export const teamEmailAddress = 'Indirizzo email';
export const teamFirstName = 'Nome';
export const teamLastName = 'Cognome';
export const teamTitleLabel = 'Ruolo';
export const teamSendInvitation = 'Invia invito';
export const teamAreaTitle = 'Team';
export const teamJoinFirstName = 'Nome';
export const teamJoinLastName = 'Cognome';
export const teamJoinEmail = 'Email';
export const teamJoinConfirmPassword = 'Conferma password';
export const teamCreateAccountAndJoin = 'Crea account e unisciti';
export const teamCreatingAccount = 'Creazione account...';
export const teamInviteYourColleagues = 'Invita i tuoi colleghi';
export const teamChecklistInviteHint = 'Uno alla volta o molti insieme da un file CSV.';
export const teamInvite = 'Invita';
export const teamAddCardsToThePool = 'Aggiungi biglietti alla riserva';
export const teamChecklistCardsHint =
  'I tuoi biglietti o quelli che ordini: poi assegna ciascuno a un collega.';
export const teamAddCards = 'Aggiungi biglietti';
export const teamSetTheTemplate = 'Imposta il modello';
export const teamChecklistTemplateHint =
  'Nome, logo e stile della tua azienda su ogni biglietto del team.';
export const teamStartBilling = 'Avvia la fatturazione';
export const teamChecklistBillingHint =
  'Una postazione per membro: dà a ciascuno Catalyst Connect.';
export const teamSetUpYourTeam = 'Configura il tuo team';
export const teamSetupLabel = 'Configurazione del team';
export const teamImporting = 'Importazione...';
export const teamImportFromCsv = 'Importa da CSV';
export const teamLine = 'Riga';
export const teamDownloadErrorReport = 'Scarica il report degli errori';
export const teamJoining = 'Ingresso nel team...';
export const teamOpeningYourInvitation = 'Apertura dell’invito...';
export const teamInvitationUnopenable = 'Impossibile aprire questo invito';
export const teamJoinToAccept = 'per accettare l’invito.';
export const teamNewEvent = 'Nuovo evento';
export const teamEventName = 'Nome dell’evento';
export const teamFirstDay = 'Primo giorno';
export const teamLastDay = 'Ultimo giorno';
export const teamCreateEvent = 'Crea evento';
export const teamEventsCaption = 'Eventi';
export const teamEvent = 'Evento';
export const teamDeleteEvent = 'Elimina evento';
export const teamEventFrom = 'Dal';
export const teamEventTo = 'al';
export const teamLoading = 'Caricamento...';
export const teamCardsTitle = 'Biglietti del team';
export const teamInThePool = 'Nella riserva';
export const teamAddMyCardsToThePool = 'Aggiungi i miei biglietti alla riserva';
export const teamMyCards = 'I miei biglietti';
export const teamAddToThePool = 'Aggiungi alla riserva';
export const teamNewDepartment = 'Nuovo reparto';
export const teamDepartmentName = 'Nome del reparto';
export const teamCreateDepartment = 'Crea reparto';
export const teamViews = 'Visualizzazioni';
export const teamVisitors = 'Visitatori';
export const teamContactsSaved = 'Contatti salvati';
export const teamLinkClicks = 'Clic sui link';
export const teamMessagesColumn = 'Messaggi';
export const teamPeriod = 'Periodo';
export const teamSortBy = 'Ordina per';
export const teamInsightsPerMember = 'Statistiche per membro';
export const teamInsightsPerDepartment = 'Statistiche per reparto';
export const teamImportPeople = 'Importa persone';
export const teamDepartmentNewName = icu<[department: string]>(
  'Nuovo nome di {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, one {# persona} other {# persone}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'Chi gestisce {department}',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('Rinomina {name}', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('Admin di {department}', 'department');
export const teamDeleteLabel = icu<[name: string]>('Elimina {name}', 'name');
export const teamRoleOfLabel = icu<[name: string]>('Ruolo di {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('Reparto di {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('Titolare di {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (invitato)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, one {Ultimo giorno} other {Ultimi # giorni}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('Unisciti a {team}', 'team');
export const teamInvitationFor = icu<[email: string]>('Invito per {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('Accedi come {email}', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'Crea il tuo account per {email} per unirti.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('Gestisce {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(gestisce {department})',
  'department',
);
