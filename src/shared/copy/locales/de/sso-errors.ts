// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'Die Anmeldung hat zu lange gedauert. Starten Sie sie erneut.';
export const ssoErrorState =
  'Diese Anmeldung passt zu keiner, die hier gestartet wurde, daher wurde niemand angemeldet. Starten Sie sie erneut von dieser Seite.';
export const ssoErrorProvider =
  'Der Identitätsanbieter Ihres Unternehmens hat Sie nicht angemeldet. Versuchen Sie es erneut oder wenden Sie sich an Ihre IT.';
export const ssoErrorRefused =
  'Die Antwort des Identitätsanbieters konnte nicht geprüft werden, daher wurde niemand angemeldet. Bitten Sie Ihre IT, die Single-Sign-on-Einstellungen zu prüfen.';
export const ssoErrorEmailUnverified =
  'Ihr Identitätsanbieter hat Ihre E-Mail-Adresse nicht bestätigt, daher wurde niemand angemeldet. Wenden Sie sich an Ihre IT.';
export const ssoErrorDomain =
  'Ihre Adresse liegt nicht auf einer Domain, die Ihr Team verifiziert hat. Wenden Sie sich an den Admin Ihres Teams.';
export const ssoErrorNotMember =
  'Sie sind kein Mitglied dieses Teams. Bitten Sie den Admin Ihres Teams, Sie einzuladen.';
export const ssoErrorSuspended = 'Dieses Konto ist gesperrt. Wenden Sie sich an den Support.';
export const ssoErrorNotSetUp =
  'Für diese Adresse ist kein Single Sign-on eingerichtet. Melden Sie sich mit Ihrem Passwort an.';
