// Company sign-in's sentences with a value (docs/product.md#company-sign-in,
// docs/product.md#single-sign-on).
import { icu } from './language';

/** PUT .../sso with an OpenID Connect issuer whose discovery document cannot be used. */
export const oidcIssuerProblem = icu<[problem: string]>(
  "The issuer's discovery document could not be used: {problem}",
  'problem',
);
/** PUT .../sso with SAML metadata that lacks what sign-in needs. */
export const samlMetadataProblem = icu<[problem: string]>(
  "The identity provider's metadata could not be used: {problem}",
  'problem',
);
/** /sso/complete?test=1: what a 'Test sign-in' found. */
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  "{domainVerified, select, true {Single sign-on works: the identity provider signed in {email}. Nobody's access changed.} other {The identity provider signed in {email}, but that address is not on a domain your team has verified: nobody could sign in with it. Nobody's access changed.}}",
  'email',
  'domainVerified',
);
