// src/shared/copy/sentences/company-sign-in-values.ts in French.
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  'Le document de découverte de l’émetteur n’a pas pu être utilisé : {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'Les métadonnées du fournisseur d’identité n’ont pas pu être utilisées : {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {L’authentification unique fonctionne : le fournisseur d’identité a connecté {email}. Les accès de chacun sont inchangés.} other {Le fournisseur d’identité a connecté {email}, mais cette adresse n’appartient à aucun domaine vérifié par votre équipe : personne ne pourrait se connecter avec. Les accès de chacun sont inchangés.}}',
  'email',
  'domainVerified',
);
