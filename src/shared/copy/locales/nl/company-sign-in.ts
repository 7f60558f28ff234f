// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM
// provisioning (docs/product.md#company-sign-in).
export const ssoRequiredForAccount = 'Je bedrijf laat je inloggen via single sign-on.';
export const continueWithSso = 'Doorgaan met single sign-on';
export const domainNotFound = 'Domein niet gevonden';
export const domainInvalid = 'Vul een domein in zoals example.com';
export const domainIsPublicMail =
  'Dit is een openbaar e-maildomein: claim een domein dat van je bedrijf is';
export const domainTakenByAnotherTeam = 'Een ander team heeft dit domein geverifieerd';
export const domainAlreadyClaimed = 'Je team heeft dit domein al geclaimd';
export const ssoNotSetUp = 'Single sign-on is niet ingesteld';
export const ssoCodeInvalid = 'Deze inloglink is verlopen. Log opnieuw in.';
export const scimTokenNotFound = 'SCIM-token niet gevonden';
export const scimTokenName = 'Naam van de token';
export const ssoSigningIn = 'Je wordt ingelogd...';
export const ssoOwnerKeepsPassword =
  'Als eigenaar houd je je wachtwoord: daarmee kom je weer binnen als de identiteitsprovider verkeerd is ingesteld. Schakel er tweestapsverificatie voor in.';
export const ssoTurnOffConfirm =
  'Single sign-on uitschakelen? Iedereen logt dan weer in met een wachtwoord.';
export const ssoSettingsSaved = 'Single sign-on opgeslagen';
export const ssoTurnedOff = 'Single sign-on uitgeschakeld';
export const ssoNeedsVerifiedDomain =
  'Single sign-on geldt voor adressen op de domeinen die je team heeft geverifieerd.';
export const ssoSecretStored = 'Er is een geheim opgeslagen. Laat dit leeg om het te behouden.';
