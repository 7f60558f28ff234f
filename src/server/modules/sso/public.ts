// What other modules may import from this one; everything else in the folder is its own.
export { pruneSamlAssertionIds } from './prune-saml-assertion-ids';
export { pruneSsoCodes } from './sso-codes';
export { pruneSsoRequests } from './sso-requests';
export { startDomainRecheckJob } from './recheck-domains';
