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
// Why a single sign-on ended on the Login page (/login?ssoError={reason}, SSO_ERROR_REASONS).
export const ssoErrorExpired = 'The sign-in took too long. Start it again.';
export const ssoErrorState =
  'This sign-in does not match one started here, so nobody was signed in. Start it again from this page.';
export const ssoErrorProvider =
  "Your company's identity provider did not sign you in. Try again, or ask your IT team.";
export const ssoErrorRefused =
  "The identity provider's answer could not be checked, so nobody was signed in. Ask your IT team to check the single sign-on settings.";
export const ssoErrorEmailUnverified =
  'Your identity provider has not verified your e-mail address, so nobody was signed in. Ask your IT team.';
export const ssoErrorDomain =
  "Your address is not on a domain your team has verified. Ask your team's admin.";
export const ssoErrorNotMember =
  "You are not a member of this team. Ask your team's admin to invite you.";
export const ssoErrorNoSeat = "Your team has no seat for you. Ask your team's admin.";
export const ssoErrorSuspended = 'This account is suspended. Contact support.';
export const ssoErrorNotSetUp =
  'Single sign-on is not set up for this address. Sign in with your password.';
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
export const teamSignInTab = 'Sign-in';
export const teamSignInIntro =
  "How your company's people sign in: the domains your team owns, single sign-on through your identity provider, and your directory's provisioning.";
