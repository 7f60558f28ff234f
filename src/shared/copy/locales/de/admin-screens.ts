// The operator console’s screens (/admin): headings, tabs, table columns and buttons.
import { icu } from './language';

export const consoleMail = 'E-Mails';
export const consoleStatus = 'Status';
export const consoleAttempts = 'Versuche';
export const consoleQueued = 'In Warteschlange seit';
export const consoleNextAttempt = 'Nächster Versuch';
export const consoleSent = 'Gesendet';
export const consoleActions = 'Aktionen';
export const consoleRetry = 'Erneut senden';
export const consoleRetryNow = 'Jetzt erneut senden';
export const consoleLoading = 'Wird geladen …';
export const consoleAdmin = 'Admin';
export const consoleVerified = 'Bestätigt';
export const consoleInvited = 'Eingeladen';
export const consoleSuspended = 'Gesperrt';
export const consoleTargetLabel = 'Ziel:';
export const consoleReasonLabel = 'Grund:';
export const consoleBeforeAfter = 'Vorher → nachher';
export const consoleCardsWithoutAnOwner = 'Karten ohne Inhaber';
export const consoleWorking = 'Wird ausgeführt …';
export const consoleCancel = 'Abbrechen';
export const consoleNewOwnerEmail = 'E-Mail-Adresse des neuen Inhabers';
export const consoleReason = 'Grund';
export const consoleReasonOptional = 'Grund (optional)';
export const consoleTeams = 'Teams';
export const consolePlace = 'Stellung';
export const consoleMembers = 'Mitglieder';
export const consoleCards = 'Karten';
export const consoleLockedFields = 'Gesperrte Felder';
export const consoleDeleted = 'Gelöscht';
export const consoleNo = 'Nein';
export const consoleTeamId = 'Team-ID';
export const consoleSendPasswordReset = 'Passwort-Reset senden';
export const consoleSend = 'Senden';
export const consoleResendInvitation = 'Einladung erneut senden';
export const consoleUnsuspend = 'Entsperren';
export const consoleSuspend = 'Sperren';
export const consoleOverview = 'Übersicht';
export const consoleAccounts = 'Konten';
export const consoleAdminSections = 'Admin-Bereiche';
export const consoleEmptySection = 'Keine.';
export const consoleSubscriptions = 'Abonnements';
export const consoleStarted = 'Begonnen';
export const consolePeriodEnds = 'Zeitraum endet';
export const consoleCancels = 'Kündigung zum';
export const consoleRecentMail = 'Letzte E-Mails';
export const consoleShopOrders = 'Shop-Bestellungen';
export const consoleOrder = 'Bestellung';
export const consoleOrderCards = 'Karten';
export const consoleFilterTheAuditLog = 'Audit-Log filtern';
export const consoleAdminEmail = 'E-Mail des Admins';
export const consoleAnyAction = 'Alle Aktionen';
export const consoleTargetId = 'Ziel-ID';
export const consoleFilter = 'Filtern';
export const consoleClear = 'Zurücksetzen';
export const consoleTakenDown = 'Offline genommen';
export const consoleHandleLabel = 'Handle:';
export const consoleTakenDownLabel = 'Offline genommen am:';
export const consoleMove = 'Verschieben';
export const consoleMoveCard = 'Karte verschieben';
export const consoleRestoreProfile = 'Profil wiederherstellen';
export const consoleRestore = 'Wiederherstellen';
export const consoleTakeDownProfile = 'Profil offline nehmen';
export const consoleTakeDown = 'Offline nehmen';
export const consoleCard = 'Karte';
export const consoleSuspendedSince = 'Gesperrt seit';
export const consoleProfile = 'Profil';
export const consoleAuditLogForThisAccount = 'Audit-Log dieses Kontos';
export const consoleEmail = 'E-Mail';
export const consoleName = 'Name';
export const consoleRole = 'Rolle';
export const consoleOwner = 'Inhaber';
export const consoleYes = 'Ja';
export const consoleNotVerifiedYet = 'Nein (Einladung noch nicht genutzt)';
export const consoleSubscription = 'Abonnement';
export const consoleStripeCustomer = 'Stripe-Kunde';
export const consoleCreated = 'Erstellt';
export const consoleUpdated = 'Aktualisiert';
export const consoleAccountId = 'Konto-ID';
export const consoleNoEntries = 'Keine Einträge';
export const consoleSearchAccounts = 'Konten durchsuchen';
export const consoleSearchPlaceholder = 'Teil einer E-Mail-Adresse oder eines Namens';
export const consoleNoAccounts = 'Keine Konten';
export const consoleAccount = 'Konto';
export const consoleTeam = 'Team';
export const consoleSlug = 'Slug';
export const consoleNone = 'Keine';
export const consoleSeatsToBillNow = 'Jetzt abzurechnende Plätze';
export const consolePerson = 'Person';
export const consoleTeamCards = 'Team-Karten';
export const consoleHeldBy = 'Inhaber';
export const consoleInThePool = 'Im Pool';
export const consoleVerifiedAccounts = 'Bestätigte Konten';
export const consoleSuspendedAccounts = 'Gesperrte Konten';
export const consoleActiveSubscriptions = 'Aktive Abonnements';
export const consoleMonthlyRecurringRevenue = 'Monatlich wiederkehrender Umsatz';
export const consoleMessagesLast7Days = 'Nachrichten, letzte 7 Tage';
export const consoleMailPending = 'Ausstehende E-Mails';
export const consoleMailFailed = 'Fehlgeschlagene E-Mails';
export const consoleOldestPendingMail = 'Älteste ausstehende E-Mail';
export const consoleFigures = 'Kennzahlen';
export const consoleFailed = 'Fehlgeschlagen';
export const consolePending = 'Ausstehend';
export const consoleMailStatus = 'E-Mail-Status';
export const consoleNoFailedMail = 'Keine fehlgeschlagenen E-Mails';
export const consoleNoPendingMail = 'Keine ausstehenden E-Mails';
export const consoleFailedMail = 'Fehlgeschlagene E-Mails';
export const consolePendingMail = 'Ausstehende E-Mails';
export const consoleTeamPlace = icu<[role: string, status: string]>(
  '{role}, {status}',
  'role',
  'status',
);
export const consoleTeamMembersCount = icu<[active: number, invited: number]>(
  '{active} aktiv, {invited} eingeladen',
  'active',
  'invited',
);
export const consoleTeamCardsCount = icu<[cards: number, pooled: number]>(
  '{cards} ({pooled} im Pool)',
  'cards',
  'pooled',
);
export const consoleSendPasswordResetTitle = icu<[email: string]>(
  'Passwort-Reset an {email} senden',
  'email',
);
export const consoleResendInvitationTitle = icu<[email: string]>(
  'Einladung erneut an {email} senden',
  'email',
);
export const consoleUnsuspendTitle = icu<[email: string]>('{email} entsperren', 'email');
export const consoleSuspendTitle = icu<[email: string]>('{email} sperren', 'email');
export const consoleCardNumber = icu<[id: string]>('Karte {id}', 'id');
export const consoleMoveTitle = icu<[card: string]>(
  '{card} in ein anderes Konto verschieben',
  'card',
);
export const consoleRestoreTitle = icu<[card: string]>(
  'Profil von {card} wiederherstellen',
  'card',
);
export const consoleTakeDownTitle = icu<[card: string]>('Profil von {card} offline nehmen', 'card');
export const consoleRetryTitle = icu<[subject: string, to: string]>(
  '„{subject}“ erneut an {to} senden',
  'subject',
  'to',
);
export const consoleCardsCount = icu<[count: number]>('Karten ({count})', 'count');
export const consoleMembersCount = icu<[count: number]>('Mitglieder ({count})', 'count');
export const consoleTeamSubscription = icu<[status: string, seats: number]>(
  '{status}, {seats, plural, one {# Platz} other {# Plätze}}',
  'status',
  'seats',
);
export const consoleTeamSubscriptionUntil = icu<
  [status: string, seats: number, ends: boolean, date: string]
>(
  '{status}, {seats, plural, one {# Platz} other {# Plätze}}, {ends, select, true {endet} other {verlängert sich}} am {date}',
  'status',
  'seats',
  'ends',
  'date',
);
export const consoleAttemptCount = icu<[count: number]>(
  '{count, plural, one {# Versuch} other {# Versuche}}',
  'count',
);
export const consoleCardCount = icu<[count: number]>(
  '{count, plural, one {# Karte} other {# Karten}}',
  'count',
);
/** An account's subscription status on a phone, when it has none. */
export const consoleNoSubscription = 'kein Abo';
