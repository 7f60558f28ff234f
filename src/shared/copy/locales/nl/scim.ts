// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's 'Sign-in' tab.
export const scimTokenMissing = 'Stuur de SCIM-token als bearer-token';
export const scimTokenInvalid = 'Deze SCIM-token is ongeldig of ingetrokken';
export const scimUserNotFound = 'Gebruiker niet gevonden';
export const scimGroupNotFound = 'Groep niet gevonden';
export const scimEndpointNotFound = 'Dit SCIM-endpoint bestaat niet';
export const scimUserNameTaken = 'Er zit al een gebruiker met deze userName in het team';
export const scimUserNameRequired = 'userName is verplicht en moet een e-mailadres zijn';
export const scimUserNameImmutable =
  'userName kan niet meer veranderen zodra de persoon heeft ingelogd: maak in plaats daarvan een nieuwe gebruiker aan';
export const scimDisplayNameRequired = 'displayName is verplicht';
export const scimInvalidFilter =
  'Dit filter wordt niet ondersteund: gebruik userName, externalId, emails[type eq "work"].value of displayName met eq, gecombineerd met and';
export const scimInvalidSyntax = 'De body van het verzoek is geen SCIM-resource of PATCH-verzoek';
export const scimInvalidPath = 'Dit attribuutpad wordt niet ondersteund';
export const scimInvalidValue = 'Een waarde is ongeldig voor het attribuut';
export const scimInvalidPaging = 'startIndex en count moeten gehele getallen zijn';
export const scimMemberUnknown = 'Een lid is geen gebruiker van dit team';
export const scimOwnerStaysActive =
  'De eigenaar van het team kan niet door de directory worden gedeactiveerd';
export const scimTooManyRequests = 'Te veel verzoeken met deze SCIM-token: probeer het zo opnieuw';
export const scimSectionTitle = 'Provisioning (SCIM)';
export const scimSectionIntro =
  'Je identiteitsprovider (Microsoft Entra ID, Okta) voegt de mensen van je team toe, wijzigt en verwijdert ze via SCIM 2.0. Plak de basis-URL en een token in de provisioninginstellingen van de provider.';
export const scimBaseUrl = 'SCIM-basis-URL';
export const scimTokens = 'Tokens';
export const scimNoTokens = 'Nog geen token.';
export const scimCreateToken = 'Token aanmaken';
export const scimTokenCreatedOnce =
  'Kopieer deze token nu: hij wordt maar één keer getoond. Plak hem als geheime token bij je identiteitsprovider.';
export const scimRevoke = 'Intrekken';
export const scimRevokeConfirm =
  'Deze token intrekken? Je identiteitsprovider kan je team er dan niet meer mee wijzigen.';
export const scimTokenRevoked = 'Token ingetrokken';
export const scimTokenCreated = 'Token aangemaakt';
export const scimLastUsed = 'Laatst gebruikt';
export const scimNeverUsed = 'Nooit gebruikt';
export const scimCopy = 'Kopiëren';
export const scimCopied = 'Gekopieerd';
export const scimDirectoryBadge = 'Directory';
export const scimDirectoryKeeps =
  'De directory beheert de namen, functie, zakelijke telefoon en afdeling van deze mensen: wijzig ze in je identiteitsprovider.';
