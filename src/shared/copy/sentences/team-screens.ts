// The Team area’s screens (/team): tabs, members, departments, cards, events, insights, joining.
import { icu } from './language';

// Creating a team (/team, before there is one).
export const teamCreateATeam = 'Create a team';
export const teamNameLabel = 'Team name';
export const teamCreateTeam = 'Create team';

// The members table (/team/members).
export const teamMembersTab = 'Members';
export const teamNameColumn = 'Name';
export const teamRoleLabel = 'Role';
export const teamDepartmentLabel = 'Department';
export const teamStatusColumn = 'Status';
export const teamActions = 'Actions';
export const teamMember = 'Member';
export const teamAdmin = 'Admin';
export const teamNone = 'None';
export const teamMakeOwner = 'Make owner';
export const teamDeactivate = 'Deactivate';
export const teamReactivate = 'Reactivate';
export const teamResendInvitation = 'Resend invitation';
export const teamCancelInvitation = 'Cancel invitation';
export const teamYesHandTheTeamOver = 'Yes, hand the team over';

// The department filter above the members and cards.
export const teamShowLabel = 'Show';
export const teamAllDepartments = 'All departments';
export const teamNoDepartment = 'No department';

// The departments table (/team/departments).
export const teamDepartmentsTab = 'Departments';
export const teamPeople = 'People';
export const teamAdmins = 'Admins';
export const teamDeleteDepartment = 'Delete department';
export const teamSave = 'Save';
export const teamCancel = 'Cancel';
export const teamAdminsOption = 'Team admins';
export const teamRename = 'Rename';
export const teamDelete = 'Delete';
export const teamSaveAdmins = 'Save admins';

// The leads kept from a deleted team.
export const teamLeadsOfADeletedTeam = 'Leads of a deleted team';

// The Team area’s tabs.
export const teamCardsTab = 'Cards';
export const teamTemplateTab = 'Template';
export const teamInsightsTab = 'Insights';
export const teamLeadsTab = 'Leads';
export const teamIntegrationsTab = 'Integrations';
export const teamBillingTab = 'Billing';
export const teamSectionsLabel = 'Team sections';

// Inviting a colleague (/team/members).
export const teamInviteAColleague = 'Invite a colleague';
export const teamEmailAddress = 'Email address';
export const teamFirstName = 'First name';
export const teamLastName = 'Last name';
export const teamTitleLabel = 'Title';
export const teamSendInvitation = 'Send invitation';

// The Team area’s heading.
export const teamAreaTitle = 'Team';

// Joining a team with a new account (/join/:token).
export const teamJoinFirstName = 'First Name';
export const teamJoinLastName = 'Last Name';
export const teamJoinEmail = 'Email';
export const teamJoinConfirmPassword = 'Confirm Password';
export const teamCreateAccountAndJoin = 'Create Account and Join';
export const teamCreatingAccount = 'Creating Account...';

// The new team’s set-up checklist.
export const teamInviteYourColleagues = 'Invite your colleagues';
export const teamChecklistInviteHint = 'One at a time, or many at once from a CSV file.';
export const teamInvite = 'Invite';
export const teamAddCardsToThePool = 'Add cards to the pool';
export const teamChecklistCardsHint =
  'Your own cards, or the ones you order: then hand each to a colleague.';
export const teamAddCards = 'Add cards';
export const teamSetTheTemplate = 'Set the template';
export const teamChecklistTemplateHint = 'Your company’s name, logo and look on every team card.';
export const teamStartBilling = 'Start billing';
export const teamChecklistBillingHint =
  'One seat per member: it gives each of them Catalyst Connect.';
export const teamSetUpYourTeam = 'Set up your team';
export const teamSetupLabel = 'Team setup';

// Importing people from a CSV file.
export const teamImporting = 'Importing...';
export const teamImportFromCsv = 'Import from CSV';
export const teamLine = 'Line';
export const teamDownloadErrorReport = 'Download error report';

// Opening a team invitation (/join/:token).
export const teamJoining = 'Joining...';
export const teamOpeningYourInvitation = 'Opening your invitation...';
export const teamInvitationUnopenable = 'Unable To Open This Invitation';
export const teamJoinToAccept = 'to accept the invitation.';

// Events (/team/events).
export const teamNewEvent = 'New event';
export const teamEventName = 'Event name';
export const teamFirstDay = 'First day';
export const teamLastDay = 'Last day';
export const teamCreateEvent = 'Create event';
export const teamEventsCaption = 'Events';
export const teamEvent = 'Event';
export const teamDeleteEvent = 'Delete event';
export const teamEventFrom = 'From';
export const teamEventTo = 'to';

// The team’s audit log (/team/audit).
export const teamLoading = 'Loading...';

// The team’s cards (/team/cards).
export const teamCardsTitle = 'Team cards';
export const teamInThePool = 'In the pool';
export const teamAddMyCardsToThePool = 'Add my cards to the pool';
export const teamMyCards = 'My cards';
export const teamAddToThePool = 'Add to the pool';

// New department (/team/departments).
export const teamNewDepartment = 'New department';
export const teamDepartmentName = 'Department name';
export const teamCreateDepartment = 'Create department';

// Insights (/team/insights).
export const teamViews = 'Views';
export const teamVisitors = 'Visitors';
export const teamContactsSaved = 'Contacts saved';
export const teamLinkClicks = 'Link clicks';
export const teamMessagesColumn = 'Messages';
export const teamPeriod = 'Period';
export const teamSortBy = 'Sort by';
export const teamInsightsPerMember = 'Insights per member';
export const teamInsightsPerDepartment = 'Insights per department';

// The members page’s panels (/team/members).
export const teamImportPeople = 'Import people';

// Sentences with values on these screens.
export const teamDepartmentNewName = icu<[department: string]>(
  'New name of {department}',
  'department',
);
export const teamPeopleCount = icu<[count: number]>(
  '{count, plural, one {# person} other {# people}}',
  'count',
);
export const teamDepartmentAdminsLegend = icu<[department: string]>(
  'Who runs {department}',
  'department',
);
export const teamRenameLabel = icu<[name: string]>('Rename {name}', 'name');
export const teamAdminsOfLabel = icu<[department: string]>('Admins of {department}', 'department');
export const teamDeleteLabel = icu<[name: string]>('Delete {name}', 'name');
export const teamRoleOfLabel = icu<[name: string]>('Role of {name}', 'name');
export const teamDepartmentOfLabel = icu<[name: string]>('Department of {name}', 'name');
export const teamHolderOfLabel = icu<[card: string]>('Holder of {card}', 'card');
export const teamInvitedMember = icu<[name: string]>('{name} (invited)', 'name');
export const teamLastDays = icu<[days: number]>(
  '{days, plural, one {Last # day} other {Last # days}}',
  'days',
);
export const teamJoinTitle = icu<[team: string]>('Join {team}', 'team');
export const teamInvitationFor = icu<[email: string]>('Invitation for {email}', 'email');
export const teamJoinLogInAs = icu<[email: string]>('Log in as {email}', 'email');
export const teamJoinCreateAccount = icu<[email: string]>(
  'Create your account for {email} to join.',
  'email',
);
/** Beside a member who runs a department (the members table), and another one (a department's list). */
export const teamRunsDepartment = icu<[department: string]>('Runs {department}', 'department');
export const teamRunsOtherDepartment = icu<[department: string]>(
  '(runs {department})',
  'department',
);
