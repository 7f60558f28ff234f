// src/shared/copy/sentences/company-sign-in-values.ts in Dutch.
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  'Het discovery-document van de uitgever kon niet worden gebruikt: {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'De metadata van de identiteitsprovider konden niet worden gebruikt: {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {Single sign-on werkt: de identiteitsprovider heeft {email} aangemeld. Niemands toegang is gewijzigd.} other {De identiteitsprovider heeft {email} aangemeld, maar dat adres hoort niet bij een domein dat je team heeft geverifieerd: niemand zou ermee kunnen inloggen. Niemands toegang is gewijzigd.}}',
  'email',
  'domainVerified',
);
