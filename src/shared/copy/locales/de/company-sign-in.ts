// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM
// provisioning (docs/product.md#company-sign-in).
export const ssoRequiredForAccount = 'Ihr Unternehmen meldet Sie per Single Sign-on an.';
export const continueWithSso = 'Weiter mit Single Sign-on';
export const domainNotFound = 'Domain nicht gefunden';
export const domainInvalid = 'Geben Sie eine Domain wie example.com ein';
export const domainIsPublicMail =
  'Dies ist eine öffentliche E-Mail-Domain: Beanspruchen Sie eine Domain, die Ihrem Unternehmen gehört';
export const domainTakenByAnotherTeam = 'Ein anderes Team hat diese Domain verifiziert';
export const domainAlreadyClaimed = 'Ihr Team hat diese Domain bereits beansprucht';
export const ssoNotSetUp = 'Single Sign-on ist nicht eingerichtet';
export const ssoCodeInvalid = 'Dieser Anmeldelink ist abgelaufen. Melden Sie sich erneut an.';
export const scimTokenNotFound = 'SCIM-Token nicht gefunden';
export const scimTokenName = 'Name des Tokens';
export const ssoSigningIn = 'Sie werden angemeldet...';
export const ssoOwnerKeepsPassword =
  'Als Inhaber behalten Sie Ihr Passwort: So kommen Sie wieder hinein, falls der Identitätsanbieter falsch konfiguriert ist. Aktivieren Sie dafür die Zwei-Schritt-Anmeldung.';
export const ssoTurnOffConfirm =
  'Single Sign-on deaktivieren? Alle melden sich dann wieder mit ihrem Passwort an.';
export const ssoSettingsSaved = 'Single Sign-on gespeichert';
export const ssoTurnedOff = 'Single Sign-on deaktiviert';
export const ssoNeedsVerifiedDomain =
  'Single Sign-on meldet Adressen auf den Domains an, die Ihr Team verifiziert hat.';
export const ssoSecretStored =
  'Ein Secret ist gespeichert. Lassen Sie dieses Feld leer, um es zu behalten.';
