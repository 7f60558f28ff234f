// Company sign-in's sentences with a value (docs/product.md#company-sign-in).
import {
  ssoErrorDomain,
  ssoErrorEmailUnverified,
  ssoErrorExpired,
  ssoErrorNoSeat,
  ssoErrorNotMember,
  ssoErrorNotSetUp,
  ssoErrorProvider,
  ssoErrorRefused,
  ssoErrorState,
  ssoErrorSuspended,
} from './sentences/company-sign-in';

/** PUT .../sso with an OpenID Connect issuer whose discovery document cannot be used. */
export function oidcIssuerProblem(problem: string): string {
  return `The issuer's discovery document could not be used: ${problem}`;
}

/** PUT .../sso with SAML metadata that lacks what sign-in needs. */
export function samlMetadataProblem(problem: string): string {
  return `The identity provider's metadata could not be used: ${problem}`;
}

/** The sentence of /login?ssoError={reason}; null for a reason this version does not know. */
export function ssoErrorMessage(reason: string | null): string | null {
  switch (reason) {
    case 'expired':
      return ssoErrorExpired;
    case 'state':
      return ssoErrorState;
    case 'provider':
      return ssoErrorProvider;
    case 'refused':
      return ssoErrorRefused;
    case 'email-unverified':
      return ssoErrorEmailUnverified;
    case 'domain':
      return ssoErrorDomain;
    case 'not-member':
      return ssoErrorNotMember;
    case 'no-seat':
      return ssoErrorNoSeat;
    case 'suspended':
      return ssoErrorSuspended;
    case 'not-set-up':
      return ssoErrorNotSetUp;
    default:
      return null;
  }
}

/** /sso/complete?test=1: what a 'Test sign-in' found. */
export function ssoTestResult(email: string, domainVerified: boolean): string {
  return domainVerified
    ? `Single sign-on works: the identity provider signed in ${email}. Nobody's access changed.`
    : `The identity provider signed in ${email}, but that address is not on a domain your team has verified: nobody could sign in with it. Nobody's access changed.`;
}
