// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'Mail';
export const consoleStatus = 'Status';
export const consoleAttempts = 'Pogingen';
export const consoleQueued = 'In wachtrij sinds';
export const consoleNextAttempt = 'Volgende poging';
export const consoleSent = 'Verzonden';
export const consoleActions = 'Acties';
export const consoleRetry = 'Opnieuw proberen';
export const consoleRetryNow = 'Nu opnieuw proberen';
export const consoleLoading = 'Laden...';
export const consoleAdmin = 'Beheerder';
export const consoleVerified = 'Geverifieerd';
export const consoleInvited = 'Uitgenodigd';
export const consoleSuspended = 'Geblokkeerd';
export const consoleTargetLabel = 'Doel:';
export const consoleReasonLabel = 'Reden:';
export const consoleBeforeAfter = 'Voor → na';
export const consoleCardsWithoutAnOwner = 'Kaarten zonder eigenaar';
export const consoleWorking = 'Bezig...';
export const consoleCancel = 'Annuleren';
export const consoleNewOwnerEmail = 'E-mailadres van de nieuwe eigenaar';
export const consoleReason = 'Reden';
export const consoleReasonOptional = 'Reden (optioneel)';
export const consoleTeams = 'Teams';
export const consolePlace = 'Positie';
export const consoleMembers = 'Leden';
export const consoleCards = 'Kaarten';
export const consoleLockedFields = 'Vergrendelde velden';
export const consoleDeleted = 'Verwijderd';
export const consoleNo = 'Nee';
export const consoleTeamId = 'Team-ID';
export const consoleSendPasswordReset = 'Wachtwoordherstel sturen';
export const consoleSend = 'Versturen';
export const consoleResendInvitation = 'Uitnodiging opnieuw sturen';
export const consoleUnsuspend = 'Deblokkeren';
export const consoleSuspend = 'Blokkeren';
export const consoleOverview = 'Overzicht';
export const consoleAccounts = 'Accounts';
export const consoleAdminSections = 'Beheeronderdelen';
export const consoleEmptySection = 'Geen.';
export const consoleSubscriptions = 'Abonnementen';
export const consoleStarted = 'Gestart';
export const consolePeriodEnds = 'Einde periode';
export const consoleCancels = 'Opgezegd per';
export const consoleRecentMail = 'Recente mail';
export const consoleShopOrders = 'Winkelbestellingen';
export const consoleOrder = 'Bestelling';
export const consoleOrderCards = 'kaarten';
export const consoleFilterTheAuditLog = 'Auditlog filteren';
export const consoleAdminEmail = 'E-mail van beheerder';
export const consoleAnyAction = 'Alle acties';
export const consoleTargetId = 'Doel-ID';
export const consoleFilter = 'Filteren';
export const consoleClear = 'Wissen';
export const consoleTakenDown = 'Offline gehaald';
export const consoleHandleLabel = 'Handle:';
export const consoleTakenDownLabel = 'Offline gehaald op:';
export const consoleMove = 'Verplaatsen';
export const consoleMoveCard = 'Kaart verplaatsen';
export const consoleRestoreProfile = 'Profiel herstellen';
export const consoleRestore = 'Herstellen';
export const consoleTakeDownProfile = 'Profiel offline halen';
export const consoleTakeDown = 'Offline halen';
export const consoleCard = 'Kaart';
export const consoleSuspendedSince = 'Geblokkeerd sinds';
export const consoleProfile = 'Profiel';
export const consoleAuditLogForThisAccount = 'Auditlog van dit account';
export const consoleEmail = 'E-mail';
export const consoleName = 'Naam';
export const consoleRole = 'Rol';
export const consoleOwner = 'Eigenaar';
export const consoleYes = 'Ja';
export const consoleNotVerifiedYet = 'Nee (uitnodiging nog niet gebruikt)';
export const consoleSubscription = 'Abonnement';
export const consoleStripeCustomer = 'Stripe-klant';
export const consoleCreated = 'Aangemaakt';
export const consoleUpdated = 'Bijgewerkt';
export const consoleAccountId = 'Account-ID';
export const consoleNoEntries = 'Geen items';
export const consoleSearchAccounts = 'Accounts zoeken';
export const consoleSearchPlaceholder = 'Deel van een e-mailadres of naam';
export const consoleNoAccounts = 'Geen accounts';
export const consoleAccount = 'Account';
export const consoleTeam = 'Team';
export const consoleSlug = 'Slug';
export const consoleNone = 'Geen';
export const consoleSeatsToBillNow = 'Nu te factureren plaatsen';
export const consolePerson = 'Persoon';
export const consoleTeamCards = 'Teamkaarten';
export const consoleHeldBy = 'In handen van';
export const consoleInThePool = 'In de pool';
export const consoleVerifiedAccounts = 'Geverifieerde accounts';
export const consoleSuspendedAccounts = 'Geblokkeerde accounts';
export const consoleActiveSubscriptions = 'Actieve abonnementen';
export const consoleMonthlyRecurringRevenue = 'Maandelijks terugkerende omzet';
export const consoleMessagesLast7Days = 'Berichten, afgelopen 7 dagen';
export const consoleMailPending = 'Mail in afwachting';
export const consoleMailFailed = 'Mislukte mail';
export const consoleOldestPendingMail = 'Oudste mail in afwachting';
export const consoleFigures = 'Cijfers';
export const consoleFailed = 'Mislukt';
export const consolePending = 'In afwachting';
export const consoleMailStatus = 'Mailstatus';
export const consoleNoFailedMail = 'Geen mislukte mail';
export const consoleNoPendingMail = 'Geen mail in afwachting';
export const consoleFailedMail = 'Mislukte mail';
export const consolePendingMail = 'Mail in afwachting';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}, {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} actief, {invited} uitgenodigd',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} in de pool)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'Wachtwoordherstel sturen naar {email}',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'Uitnodiging opnieuw sturen naar {email}',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('{email} deblokkeren', 'email');
export const consoleSuspendTitle = icu<[email: string]>('{email} blokkeren', 'email');
export const consoleCardNumber = icu<[id: string]>('kaart {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>(
  '{card} naar een ander account verplaatsen',
  'card',
);
export const consoleRestoreTitle = icu<[card: string]>('Profiel van {card} herstellen', 'card');
export const consoleTakeDownTitle = icu<[card: string]>('Profiel van {card} offline halen', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  '‘{subject}’ opnieuw sturen naar {to}',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('Kaarten ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('Leden ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}, {seats, plural, one {# plaats} other {# plaatsen}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}, {seats, plural, one {# plaats} other {# plaatsen}}, {ends, select, true {eindigt} other {wordt verlengd}} op {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, one {# poging} other {# pogingen}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, one {# kaart} other {# kaarten}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'geen abonnement';
