// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's 'Sign-in' tab.
export const scimTokenMissing = 'Invia il token SCIM come bearer token';
export const scimTokenInvalid = 'Questo token SCIM non è valido o è stato revocato';
export const scimUserNotFound = 'Utente non trovato';
export const scimGroupNotFound = 'Gruppo non trovato';
export const scimEndpointNotFound = 'Endpoint SCIM inesistente';
export const scimUserNameTaken = 'Un utente con questo userName è già nel team';
export const scimUserNameRequired = 'userName è obbligatorio e deve essere un indirizzo email';
export const scimUserNameImmutable =
  'userName non può cambiare dopo che la persona ha effettuato l’accesso: esegui invece il provisioning di un nuovo utente';
export const scimDisplayNameRequired = 'displayName è obbligatorio';
export const scimInvalidFilter =
  'Questo filtro non è supportato: usa userName, externalId, emails[type eq "work"].value o displayName con eq, uniti da and';
export const scimInvalidSyntax =
  'Il corpo della richiesta non è una risorsa SCIM né una richiesta PATCH';
export const scimInvalidPath = 'Questo percorso di attributo non è supportato';
export const scimInvalidValue = 'Un valore non è valido per il suo attributo';
export const scimInvalidPaging = 'startIndex e count devono essere numeri interi';
export const scimMemberUnknown = 'Un membro non è un utente di questo team';
export const scimOwnerStaysActive =
  'Il proprietario del team non può essere disattivato dalla directory';
export const scimTooManyRequests = 'Troppe richieste con questo token SCIM: riprova tra poco';
export const scimSectionTitle = 'Provisioning (SCIM)';
export const scimSectionIntro =
  'Il tuo provider di identità (Microsoft Entra ID, Okta) aggiunge, modifica e rimuove le persone del tuo team tramite SCIM 2.0. Incolla l’URL di base e un token nelle sue impostazioni di provisioning.';
export const scimBaseUrl = 'URL di base SCIM';
export const scimTokens = 'Token';
export const scimNoTokens = 'Ancora nessun token.';
export const scimCreateToken = 'Crea token';
export const scimTokenCreatedOnce =
  'Copia ora questo token: viene mostrato una sola volta. Incollalo come token segreto del tuo provider di identità.';
export const scimRevoke = 'Revoca';
export const scimRevokeConfirm =
  'Revocare questo token? Il tuo provider di identità non potrà più modificare il team con questo token.';
export const scimTokenRevoked = 'Token revocato';
export const scimTokenCreated = 'Token creato';
export const scimLastUsed = 'Ultimo utilizzo';
export const scimNeverUsed = 'Mai usato';
export const scimCopy = 'Copia';
export const scimCopied = 'Copiato';
export const scimDirectoryBadge = 'Directory';
export const scimDirectoryKeeps =
  'La directory gestisce nome, qualifica, telefono di lavoro e reparto di queste persone: modificali nel tuo provider di identità.';
