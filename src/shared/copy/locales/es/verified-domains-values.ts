// src/shared/copy/sentences/verified-domains-values.ts in Spanish.
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'No se encontró ningún registro TXT en {txtName}. Créalo con el valor {txtValue} y vuelve a verificar (los cambios de DNS pueden tardar unos minutos en verse).',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'El registro TXT de {txtName} no contiene {txtValue}. Pon exactamente ese valor y vuelve a verificar.',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'La consulta DNS del registro TXT de {txtName} no obtuvo respuesta. Inténtalo de nuevo en unos minutos.',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {¿Quitar {domain}? El inicio de sesión único dejará de aplicarse a sus direcciones.} other {¿Quitar {domain}?}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>(
  'Copiar el nombre del registro de {domain}',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'Copiar el valor del registro de {domain}',
  'domain',
);
