// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's 'Sign-in' tab.
export const scimTokenMissing = 'Send the SCIM token as a bearer token';
export const scimTokenInvalid = 'This SCIM token is not valid or was revoked';
export const scimUserNotFound = 'User not found';
export const scimGroupNotFound = 'Group not found';
export const scimEndpointNotFound = 'No such SCIM endpoint';
export const scimUserNameTaken = 'A user with this userName is in the team already';
export const scimUserNameRequired = 'userName is required and must be an e-mail address';
export const scimUserNameImmutable =
  'userName cannot change once the person has signed in: provision a new user instead';
export const scimDisplayNameRequired = 'displayName is required';
export const scimInvalidFilter =
  'This filter is not supported: use userName, externalId, emails[type eq "work"].value or displayName with eq, joined with and';
export const scimInvalidSyntax = 'The request body is not a SCIM resource or PATCH request';
export const scimInvalidPath = 'This attribute path is not supported';
export const scimInvalidValue = 'A value is not valid for its attribute';
export const scimInvalidPaging = 'startIndex and count must be whole numbers';
export const scimMemberUnknown = 'A member is not a user of this team';
export const scimOwnerStaysActive = "The team's owner cannot be deactivated by the directory";
export const scimTooManyRequests = 'Too many requests with this SCIM token: retry shortly';
export const scimSectionTitle = 'Provisioning (SCIM)';
export const scimSectionIntro =
  "Your identity provider (Microsoft Entra ID, Okta) adds, changes and removes your team's people through SCIM 2.0. Paste the base URL and a token into its provisioning settings.";
export const scimBaseUrl = 'SCIM base URL';
export const scimTokens = 'Tokens';
export const scimNoTokens = 'No token yet.';
export const scimCreateToken = 'Create token';
export const scimTokenCreatedOnce =
  'Copy this token now: it is shown once. Paste it as the secret token of your identity provider.';
export const scimRevoke = 'Revoke';
export const scimRevokeConfirm =
  'Revoke this token? Your identity provider can no longer change your team with it.';
export const scimTokenRevoked = 'Token revoked';
export const scimTokenCreated = 'Token created';
export const scimLastUsed = 'Last used';
export const scimNeverUsed = 'Never used';
export const scimCopy = 'Copy';
export const scimCopied = 'Copied';
export const scimDirectoryBadge = 'Directory';
export const scimDirectoryKeeps =
  "The directory keeps these people's names, title, work phone and department: change them in your identity provider.";
