// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'Team erstellen';
export const teamNameLabel = 'Teamname';
export const teamCreateTeam = 'Team erstellen';
export const teamMembersTab = 'Mitglieder';
export const teamNameColumn = 'Name';
export const teamRoleLabel = 'Rolle';
export const teamDepartmentLabel = 'Abteilung';
export const teamStatusColumn = 'Status';
export const teamActions = 'Aktionen';
export const teamMember = 'Mitglied';
export const teamAdmin = 'Admin';
export const teamNone = 'Keine';
export const teamMakeOwner = 'Zum Inhaber machen';
export const teamDeactivate = 'Deaktivieren';
export const teamReactivate = 'Reaktivieren';
export const teamResendInvitation = 'Einladung erneut senden';
export const teamCancelInvitation = 'Einladung zurückziehen';
export const teamYesHandTheTeamOver = 'Ja, Team übergeben';
export const teamShowLabel = 'Anzeigen';
export const teamAllDepartments = 'Alle Abteilungen';
export const teamNoDepartment = 'Keine Abteilung';
export const teamDepartmentsTab = 'Abteilungen';
export const teamPeople = 'Personen';
export const teamAdmins = 'Admins';
export const teamDeleteDepartment = 'Abteilung löschen';
export const teamSave = 'Speichern';
export const teamCancel = 'Abbrechen';
export const teamAdminsOption = 'Team-Admins';
export const teamRename = 'Umbenennen';
export const teamDelete = 'Löschen';
export const teamSaveAdmins = 'Admins speichern';
export const teamLeadsOfADeletedTeam = 'Leads eines gelöschten Teams';
export const teamCardsTab = 'Karten';
export const teamTemplateTab = 'Vorlage';
export const teamInsightsTab = 'Statistiken';
export const teamLeadsTab = 'Leads';
export const teamIntegrationsTab = 'Integrationen';
export const teamBillingTab = 'Abrechnung';
export const teamSectionsLabel = 'Team-Bereiche';
export const teamInviteAColleague = 'Kollegin oder Kollegen einladen';
export const teamEmailAddress = 'E-Mail-Adresse';
export const teamFirstName = 'Vorname';
export const teamLastName = 'Nachname';
export const teamTitleLabel = 'Position';
export const teamSendInvitation = 'Einladung senden';
export const teamAreaTitle = 'Team';
export const teamJoinFirstName = 'Vorname';
export const teamJoinLastName = 'Nachname';
export const teamJoinEmail = 'E-Mail';
export const teamJoinConfirmPassword = 'Passwort bestätigen';
export const teamCreateAccountAndJoin = 'Konto erstellen und beitreten';
export const teamCreatingAccount = 'Konto wird erstellt …';
export const teamInviteYourColleagues = 'Kolleginnen und Kollegen einladen';
export const teamChecklistInviteHint = 'Einzeln oder viele auf einmal aus einer CSV-Datei.';
export const teamInvite = 'Einladen';
export const teamAddCardsToThePool = 'Karten in den Pool legen';
export const teamChecklistCardsHint =
  'Ihre eigenen Karten oder die, die Sie bestellen: Geben Sie dann jede einer Kollegin oder einem Kollegen.';
export const teamAddCards = 'Karten hinzufügen';
export const teamSetTheTemplate = 'Vorlage festlegen';
export const teamChecklistTemplateHint =
  'Name, Logo und Look Ihres Unternehmens auf jeder Team-Karte.';
export const teamStartBilling = 'Abrechnung starten';
export const teamChecklistBillingHint =
  'Ein Platz pro Mitglied: Er gibt jedem von ihnen Catalyst Connect.';
export const teamSetUpYourTeam = 'Richten Sie Ihr Team ein';
export const teamSetupLabel = 'Team-Einrichtung';
export const teamImporting = 'Wird importiert …';
export const teamImportFromCsv = 'Aus CSV importieren';
export const teamLine = 'Zeile';
export const teamDownloadErrorReport = 'Fehlerbericht herunterladen';
export const teamJoining = 'Wird beigetreten …';
export const teamOpeningYourInvitation = 'Ihre Einladung wird geöffnet …';
export const teamInvitationUnopenable = 'Diese Einladung lässt sich nicht öffnen';
export const teamJoinToAccept = 'und die Einladung annehmen.';
export const teamNewEvent = 'Neues Event';
export const teamEventName = 'Name des Events';
export const teamFirstDay = 'Erster Tag';
export const teamLastDay = 'Letzter Tag';
export const teamCreateEvent = 'Event erstellen';
export const teamEventsCaption = 'Events';
export const teamEvent = 'Event';
export const teamDeleteEvent = 'Event löschen';
export const teamEventFrom = 'Vom';
export const teamEventTo = 'bis';
export const teamLoading = 'Wird geladen …';
export const teamCardsTitle = 'Team-Karten';
export const teamInThePool = 'Im Pool';
export const teamAddMyCardsToThePool = 'Meine Karten in den Pool legen';
export const teamMyCards = 'Meine Karten';
export const teamAddToThePool = 'In den Pool legen';
export const teamNewDepartment = 'Neue Abteilung';
export const teamDepartmentName = 'Name der Abteilung';
export const teamCreateDepartment = 'Abteilung erstellen';
export const teamViews = 'Aufrufe';
export const teamVisitors = 'Besucher';
export const teamContactsSaved = 'Gespeicherte Kontakte';
export const teamLinkClicks = 'Link-Klicks';
export const teamMessagesColumn = 'Nachrichten';
export const teamPeriod = 'Zeitraum';
export const teamSortBy = 'Sortieren nach';
export const teamInsightsPerMember = 'Statistiken pro Mitglied';
export const teamInsightsPerDepartment = 'Statistiken pro Abteilung';
export const teamImportPeople = 'Personen importieren';
export const teamDepartmentNewName = icu<[department: string]>(
  'Neuer Name für {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, one {# Person} other {# Personen}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'Wer {department} leitet',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('{name} umbenennen', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('Admins von {department}', 'department');
export const teamDeleteLabel = icu<[name: string]>('{name} löschen', 'name');
export const teamRoleOfLabel = icu<[name: string]>('Rolle von {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('Abteilung von {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('Inhaber von {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (eingeladen)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, one {Letzter Tag} other {Letzte # Tage}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('{team} beitreten', 'team');
export const teamInvitationFor = icu<[email: string]>('Einladung für {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('Als {email} anmelden', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'Erstellen Sie Ihr Konto für {email}, um beizutreten.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('Leitet {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(leitet {department})',
  'department',
);
