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
