// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM
// provisioning (docs/product.md#company-sign-in).
export const ssoRequiredForAccount = 'Your company signs you in with single sign-on.';
export const continueWithSso = 'Continue with single sign-on';
export const domainNotFound = 'Domain not found';
export const domainInvalid = 'Enter a domain such as example.com';
export const domainIsPublicMail = 'This is a public mail domain: claim a domain your company owns';
export const domainTakenByAnotherTeam = 'Another team has verified this domain';
export const domainAlreadyClaimed = 'Your team has already claimed this domain';
export const ssoNotSetUp = 'Single sign-on is not set up';
export const ssoCodeInvalid = 'This sign-in link has expired. Sign in again.';
export const scimTokenNotFound = 'SCIM token not found';
export const scimTokenName = 'Token name';
export const ssoSigningIn = 'Signing you in...';
export const ssoOwnerKeepsPassword =
  'You keep your password as the owner: it is the way back in if the identity provider is misconfigured. Turn on two-step sign-in for it.';
export const ssoTurnOffConfirm =
  'Turn off single sign-on? People sign in with their passwords again.';
export const ssoSettingsSaved = 'Single sign-on saved';
export const ssoTurnedOff = 'Single sign-on turned off';
export const ssoNeedsVerifiedDomain =
  'Single sign-on signs in addresses on the domains your team has verified.';
export const ssoSecretStored = 'A secret is stored. Leave this empty to keep it.';
