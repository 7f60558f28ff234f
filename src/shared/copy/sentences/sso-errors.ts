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
export const ssoErrorSuspended = 'This account is suspended. Contact support.';
export const ssoErrorNotSetUp =
  'Single sign-on is not set up for this address. Sign in with your password.';
