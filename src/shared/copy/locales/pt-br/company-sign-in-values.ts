// src/shared/copy/sentences/company-sign-in-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  'Não foi possível usar o documento de descoberta do emissor: {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'Não foi possível usar os metadados do provedor de identidade: {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {O login único funciona: o provedor de identidade conectou {email}. O acesso de ninguém mudou.} other {O provedor de identidade conectou {email}, mas esse endereço não está em um domínio que sua equipe verificou: ninguém conseguiria entrar com ele. O acesso de ninguém mudou.}}',
  'email',
  'domainVerified',
);
