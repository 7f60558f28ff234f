// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

export const teamCreateATeam = 'Een team maken';
export const teamNameLabel = 'Teamnaam';
export const teamCreateTeam = 'Team maken';
export const teamMembersTab = 'Leden';
export const teamNameColumn = 'Naam';
export const teamRoleLabel = 'Rol';
export const teamDepartmentLabel = 'Afdeling';
export const teamStatusColumn = 'Status';
export const teamActions = 'Acties';
export const teamMember = 'Lid';
export const teamAdmin = 'Beheerder';
export const teamNone = 'Geen';
export const teamMakeOwner = 'Eigenaar maken';
export const teamDeactivate = 'Deactiveren';
export const teamReactivate = 'Heractiveren';
export const teamResendInvitation = 'Uitnodiging opnieuw sturen';
export const teamCancelInvitation = 'Uitnodiging intrekken';
export const teamYesHandTheTeamOver = 'Ja, team overdragen';
export const teamShowLabel = 'Tonen';
export const teamAllDepartments = 'Alle afdelingen';
export const teamNoDepartment = 'Geen afdeling';
export const teamDepartmentsTab = 'Afdelingen';
export const teamPeople = 'Mensen';
export const teamAdmins = 'Beheerders';
export const teamDeleteDepartment = 'Afdeling verwijderen';
export const teamSave = 'Opslaan';
export const teamCancel = 'Annuleren';
export const teamAdminsOption = 'Teambeheerders';
export const teamRename = 'Naam wijzigen';
export const teamDelete = 'Verwijderen';
export const teamSaveAdmins = 'Beheerders opslaan';
export const teamLeadsOfADeletedTeam = 'Leads van een verwijderd team';
export const teamCardsTab = 'Kaarten';
export const teamTemplateTab = 'Sjabloon';
export const teamInsightsTab = 'Inzichten';
export const teamLeadsTab = 'Leads';
export const teamIntegrationsTab = 'Integraties';
export const teamBillingTab = 'Facturering';
export const teamSectionsLabel = 'Teamonderdelen';
export const teamInviteAColleague = 'Een collega uitnodigen';
export const teamEmailAddress = 'E-mailadres';
export const teamFirstName = 'Voornaam';
export const teamLastName = 'Achternaam';
export const teamTitleLabel = 'Functie';
export const teamSendInvitation = 'Uitnodiging sturen';
export const teamAreaTitle = 'Team';
export const teamJoinFirstName = 'Voornaam';
export const teamJoinLastName = 'Achternaam';
export const teamJoinEmail = 'E-mail';
export const teamJoinConfirmPassword = 'Wachtwoord bevestigen';
export const teamCreateAccountAndJoin = 'Account maken en lid worden';
export const teamCreatingAccount = 'Account wordt gemaakt...';
export const teamInviteYourColleagues = 'Nodig je collega’s uit';
export const teamChecklistInviteHint = 'Eén voor één, of velen tegelijk uit een CSV-bestand.';
export const teamInvite = 'Uitnodigen';
export const teamAddCardsToThePool = 'Kaarten aan de pool toevoegen';
export const teamChecklistCardsHint =
  'Je eigen kaarten, of de kaarten die je bestelt: geef daarna elke kaart aan een collega.';
export const teamAddCards = 'Kaarten toevoegen';
export const teamSetTheTemplate = 'Sjabloon instellen';
export const teamChecklistTemplateHint =
  'De naam, het logo en de stijl van je bedrijf op elke teamkaart.';
export const teamStartBilling = 'Facturering starten';
export const teamChecklistBillingHint =
  'Eén plaats per lid: die geeft ieder van hen Catalyst Connect.';
export const teamSetUpYourTeam = 'Je team instellen';
export const teamSetupLabel = 'Teaminstelling';
export const teamImporting = 'Importeren...';
export const teamImportFromCsv = 'Importeren uit CSV';
export const teamLine = 'Regel';
export const teamDownloadErrorReport = 'Foutenrapport downloaden';
export const teamJoining = 'Lid worden...';
export const teamOpeningYourInvitation = 'Je uitnodiging wordt geopend...';
export const teamInvitationUnopenable = 'Deze uitnodiging kan niet worden geopend';
export const teamJoinToAccept = 'om de uitnodiging te accepteren.';
export const teamNewEvent = 'Nieuw evenement';
export const teamEventName = 'Naam van het evenement';
export const teamFirstDay = 'Eerste dag';
export const teamLastDay = 'Laatste dag';
export const teamCreateEvent = 'Evenement maken';
export const teamEventsCaption = 'Evenementen';
export const teamEvent = 'Evenement';
export const teamDeleteEvent = 'Evenement verwijderen';
export const teamEventFrom = 'Van';
export const teamEventTo = 'tot';
export const teamLoading = 'Laden...';
export const teamCardsTitle = 'Teamkaarten';
export const teamInThePool = 'In de pool';
export const teamAddMyCardsToThePool = 'Mijn kaarten aan de pool toevoegen';
export const teamMyCards = 'Mijn kaarten';
export const teamAddToThePool = 'Aan de pool toevoegen';
export const teamNewDepartment = 'Nieuwe afdeling';
export const teamDepartmentName = 'Naam van de afdeling';
export const teamCreateDepartment = 'Afdeling maken';
export const teamViews = 'Weergaven';
export const teamVisitors = 'Bezoekers';
export const teamContactsSaved = 'Opgeslagen contacten';
export const teamLinkClicks = 'Linkklikken';
export const teamMessagesColumn = 'Berichten';
export const teamPeriod = 'Periode';
export const teamSortBy = 'Sorteren op';
export const teamInsightsPerMember = 'Inzichten per lid';
export const teamInsightsPerDepartment = 'Inzichten per afdeling';
export const teamImportPeople = 'Mensen importeren';
export const teamDepartmentNewName = icu<[department: string]>(
  'Nieuwe naam voor {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, one {# persoon} other {# personen}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'Wie {department} beheert',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('Naam van {name} wijzigen', 'name');
export const teamAdminsOfLabel = icu<[department: string]>(
  'Beheerders van {department}',
  'department',
);
export const teamDeleteLabel = icu<[name: string]>('{name} verwijderen', 'name');
export const teamRoleOfLabel = icu<[name: string]>('Rol van {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('Afdeling van {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('Houder van {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (uitgenodigd)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, one {Afgelopen dag} other {Afgelopen # dagen}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('Lid worden van {team}', 'team');
export const teamInvitationFor = icu<[email: string]>('Uitnodiging voor {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('Log in als {email}', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'Maak je account voor {email} aan om lid te worden.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('Beheert {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(beheert {department})',
  'department',
);
