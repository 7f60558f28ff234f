// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Nur für Admins';
export const accountSuspended = 'Dieses Konto ist gesperrt. Wenden Sie sich an den Support.';
export const cannotSuspendYourself = 'Sie können Ihr eigenes Konto nicht sperren';
export const accountAlreadySuspended = 'Dieses Konto ist bereits gesperrt';
export const accountNotSuspended = 'Dieses Konto ist nicht gesperrt';
export const accountAlreadyVerified =
  'Dieses Konto ist bereits eingerichtet; senden Sie stattdessen einen Link zum Zurücksetzen des Passworts';
export const accountNotVerified =
  'Dieses Konto ist noch nicht eingerichtet; senden Sie stattdessen die Einladung erneut';
export const cardAlreadyOwned = 'Die Karte gehört bereits zu diesem Konto';
export const profileAlreadyTakenDown = 'Dieses Profil ist bereits gesperrt';
export const profileNotTakenDown = 'Dieses Profil ist nicht gesperrt';
export const mailNotRetryable =
  'Nur fehlgeschlagene oder ausstehende E-Mails können erneut gesendet werden';
export const mailNotFound = 'E-Mail nicht gefunden';
export const reasonRequired = 'Bitte geben Sie einen Grund an';
export const lastAdmin =
  'Dem letzten Admin können die Rechte nicht entzogen werden; ernennen Sie zuerst einen weiteren Admin';
export const lastAdminCannotLeave =
  'Der letzte Admin kann sein Konto nicht löschen; ernennen Sie zuerst einen weiteren Admin';
export const profileTakenDownNotice =
  'Ein Administrator hat dieses Profil gesperrt, daher können Besucher es nicht sehen.';
