// Why a single sign-on failed, and what a 'Test sign-in' found (docs/product.md#single-sign-on).
// Not re-exported by copy.ts: the Login page loads it only when `?ssoError=` is there, and
// /sso/complete with its own chunk (/login's budget, decision 038).
import {
  ssoErrorDomain,
  ssoErrorEmailUnverified,
  ssoErrorExpired,
  ssoErrorNotMember,
  ssoErrorNotSetUp,
  ssoErrorProvider,
  ssoErrorRefused,
  ssoErrorState,
  ssoErrorSuspended,
} from './sentences/sso-errors';

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
    case 'suspended':
      return ssoErrorSuspended;
    case 'not-set-up':
      return ssoErrorNotSetUp;
    default:
      return null;
  }
}

/** /sso/complete?test=1: what a 'Test sign-in' found. */
export { ssoTestResult } from './sentences/company-sign-in-values';
