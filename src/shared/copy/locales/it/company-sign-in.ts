// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM
// provisioning (docs/product.md#company-sign-in).
export const ssoRequiredForAccount = 'La tua azienda richiede l’accesso con il single sign-on.';
export const continueWithSso = 'Continua con il single sign-on';
export const domainNotFound = 'Dominio non trovato';
export const domainInvalid = 'Inserisci un dominio come example.com';
export const domainIsPublicMail =
  'Questo è un dominio email pubblico: rivendica un dominio di proprietà della tua azienda';
export const domainTakenByAnotherTeam = 'Un altro team ha verificato questo dominio';
export const domainAlreadyClaimed = 'Il tuo team ha già rivendicato questo dominio';
export const ssoNotSetUp = 'Il single sign-on non è configurato';
export const ssoCodeInvalid = 'Questo link di accesso è scaduto. Accedi di nuovo.';
export const scimTokenNotFound = 'Token SCIM non trovato';
export const scimTokenName = 'Nome del token';
export const ssoSigningIn = 'Accesso in corso...';
export const ssoOwnerKeepsPassword =
  'Come proprietario mantieni la password: è la via d’accesso se il provider di identità è configurato male. Attiva l’accesso in due passaggi per proteggerla.';
export const ssoTurnOffConfirm =
  'Disattivare il single sign-on? Tutti tornano ad accedere con la propria password.';
export const ssoSettingsSaved = 'Single sign-on salvato';
export const ssoTurnedOff = 'Single sign-on disattivato';
export const ssoNeedsVerifiedDomain =
  'Il single sign-on vale per gli indirizzi dei domini verificati dal tuo team.';
export const ssoSecretStored = 'Un segreto è salvato. Lascia vuoto questo campo per mantenerlo.';
