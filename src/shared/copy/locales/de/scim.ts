// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's 'Sign-in' tab.
export const scimTokenMissing = 'Senden Sie das SCIM-Token als Bearer-Token';
export const scimTokenInvalid = 'Dieses SCIM-Token ist ungültig oder wurde widerrufen';
export const scimUserNotFound = 'Benutzer nicht gefunden';
export const scimGroupNotFound = 'Gruppe nicht gefunden';
export const scimEndpointNotFound = 'Diesen SCIM-Endpunkt gibt es nicht';
export const scimUserNameTaken = 'Ein Benutzer mit diesem userName ist bereits im Team';
export const scimUserNameRequired = 'userName ist erforderlich und muss eine E-Mail-Adresse sein';
export const scimUserNameImmutable =
  'userName kann nicht mehr geändert werden, sobald sich die Person angemeldet hat: Stellen Sie stattdessen einen neuen Benutzer bereit';
export const scimDisplayNameRequired = 'displayName ist erforderlich';
export const scimInvalidFilter =
  'Dieser Filter wird nicht unterstützt: Verwenden Sie userName, externalId, emails[type eq "work"].value oder displayName mit eq, verknüpft mit and';
export const scimInvalidSyntax =
  'Der Anfrage-Body ist keine SCIM-Ressource und keine PATCH-Anfrage';
export const scimInvalidPath = 'Dieser Attributpfad wird nicht unterstützt';
export const scimInvalidValue = 'Ein Wert ist für sein Attribut ungültig';
export const scimInvalidPaging = 'startIndex und count müssen ganze Zahlen sein';
export const scimMemberUnknown = 'Ein Mitglied ist kein Benutzer dieses Teams';
export const scimOwnerStaysActive =
  'Der Inhaber des Teams kann nicht vom Verzeichnis deaktiviert werden';
export const scimTooManyRequests =
  'Zu viele Anfragen mit diesem SCIM-Token: Versuchen Sie es gleich erneut';
export const scimSectionTitle = 'Bereitstellung (SCIM)';
export const scimSectionIntro =
  'Ihr Identitätsanbieter (Microsoft Entra ID, Okta) fügt die Personen Ihres Teams über SCIM 2.0 hinzu, ändert und entfernt sie. Fügen Sie die Basis-URL und ein Token in seine Bereitstellungseinstellungen ein.';
export const scimBaseUrl = 'SCIM-Basis-URL';
export const scimTokens = 'Tokens';
export const scimNoTokens = 'Noch kein Token.';
export const scimCreateToken = 'Token erstellen';
export const scimTokenCreatedOnce =
  'Kopieren Sie dieses Token jetzt: Es wird nur einmal angezeigt. Fügen Sie es als geheimes Token Ihres Identitätsanbieters ein.';
export const scimRevoke = 'Widerrufen';
export const scimRevokeConfirm =
  'Dieses Token widerrufen? Ihr Identitätsanbieter kann Ihr Team dann nicht mehr damit ändern.';
export const scimTokenRevoked = 'Token widerrufen';
export const scimTokenCreated = 'Token erstellt';
export const scimLastUsed = 'Zuletzt verwendet';
export const scimNeverUsed = 'Nie verwendet';
export const scimCopy = 'Kopieren';
export const scimCopied = 'Kopiert';
export const scimDirectoryBadge = 'Verzeichnis';
export const scimDirectoryKeeps =
  'Das Verzeichnis verwaltet Namen, Position, geschäftliche Telefonnummer und Abteilung dieser Personen: Ändern Sie sie in Ihrem Identitätsanbieter.';
