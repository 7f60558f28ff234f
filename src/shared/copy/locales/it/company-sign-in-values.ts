// src/shared/copy/sentences/company-sign-in-values.ts in Italian.
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  'Impossibile usare il documento di discovery dell’emittente: {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'Impossibile usare i metadati del provider di identità: {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {Il single sign-on funziona: il provider di identità ha autenticato {email}. L’accesso di nessuno è cambiato.} other {Il provider di identità ha autenticato {email}, ma quell’indirizzo non è su un dominio verificato dal team: nessuno potrebbe accedere con esso. L’accesso di nessuno è cambiato.}}',
  'email',
  'domainVerified',
);
