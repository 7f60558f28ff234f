// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'Der Inhaber wird sofort überall abgemeldet und kann sich erst wieder anmelden, wenn das Konto entsperrt ist.';
export const adminUnsuspendQuestion = 'Der Inhaber kann sich wieder anmelden.';
export const adminResendInvitationQuestion =
  'Ein neuer Einladungslink wird an die Adresse des Kontos gesendet.';
export const adminSendPasswordResetQuestion =
  'Ein Link zum Zurücksetzen des Passworts wird an die Adresse des Kontos gesendet.';
export const adminMoveCardQuestion =
  'Die Karte wechselt zum Konto mit dieser E-Mail-Adresse. Eine Adresse ohne Konto wird eingeladen, eines zu erstellen. Kontaktdaten, Connect-Profil, Besuchernachrichten und Insights des bisherigen Inhabers werden gelöscht, sofern Sie sie nicht behalten.';
export const adminKeepOwnerDataLabel = 'Daten des bisherigen Inhabers auf der Karte behalten';
export const adminKeepOwnerDataHint =
  'Nur wenn der neue Inhaber dieselbe Person ist (eine andere Adresse von ihr): Kontaktdaten, Connect-Profil, Besuchernachrichten und Insights wechseln mit der Karte. Wird im Audit-Log festgehalten.';
export const adminTakeDownQuestion =
  'Besucher erfahren, dass dieses Profil nicht existiert, bis es wiederhergestellt wird. Der Inhaber sieht den Grund im Profil-Editor.';
export const adminRestoreQuestion = 'Besucher können dieses Profil wieder sehen.';
export const adminRetryMailQuestion = 'Die E-Mail wird sofort erneut gesendet.';
export const adminReasonHint = 'Wird im Audit-Log festgehalten.';
export const adminAccountSuspended = 'Konto gesperrt';
export const adminAccountUnsuspended = 'Konto entsperrt';
export const adminInvitationSent = 'Einladung gesendet';
export const adminPasswordResetSent = 'Link zum Zurücksetzen des Passworts gesendet';
export const adminProfileTakenDown = 'Profil gesperrt';
export const adminProfileRestored = 'Profil wiederhergestellt';
export const adminMailRetried = 'Die E-Mail wird erneut gesendet';
export const adminNoAccounts = 'Kein Konto entspricht dieser Suche.';
export const adminNoFailedMail = 'Keine E-Mail ist fehlgeschlagen.';
export const adminNoPendingMail = 'Keine E-Mail wartet auf den Versand.';
export const adminNoUnassignedCards = 'Jede Karte hat einen Inhaber.';
export const adminNoAuditEntries = 'Kein Eintrag im Audit-Log entspricht diesen Filtern.';
