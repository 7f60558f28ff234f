// src/shared/copy/sentences/company-sign-in-values.ts in German.
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  'Das Discovery-Dokument des Ausstellers konnte nicht verwendet werden: {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'Die Metadaten des Identitätsanbieters konnten nicht verwendet werden: {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {Single Sign-On funktioniert: Der Identitätsanbieter hat {email} angemeldet. An den Zugriffsrechten hat sich nichts geändert.} other {Der Identitätsanbieter hat {email} angemeldet, aber diese Adresse liegt auf keiner Domain, die Ihr Team verifiziert hat: Niemand könnte sich damit anmelden. An den Zugriffsrechten hat sich nichts geändert.}}',
  'email',
  'domainVerified',
);
