// src/shared/copy/sentences/company-sign-in-values.ts in Spanish.
import { icu } from './language';

export const oidcIssuerProblem = icu<[problem: string]>(
  'No se pudo usar el documento de descubrimiento del emisor: {problem}',
  'problem',
);
export const samlMetadataProblem = icu<[problem: string]>(
  'No se pudieron usar los metadatos del proveedor de identidad: {problem}',
  'problem',
);
export const ssoTestResult = icu<[email: string, domainVerified: boolean]>(
  '{domainVerified, select, true {El inicio de sesión único funciona: el proveedor de identidad inició la sesión de {email}. El acceso de nadie ha cambiado.} other {El proveedor de identidad inició la sesión de {email}, pero esa dirección no es de un dominio que tu equipo haya verificado: nadie podría iniciar sesión con ella. El acceso de nadie ha cambiado.}}',
  'email',
  'domainVerified',
);
