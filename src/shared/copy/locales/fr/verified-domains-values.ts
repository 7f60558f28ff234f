// src/shared/copy/sentences/verified-domains-values.ts in French.
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'Aucun enregistrement TXT n’a été trouvé à {txtName}. Créez-le avec la valeur {txtValue}, puis vérifiez à nouveau (les modifications DNS peuvent mettre quelques minutes à être visibles).',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'L’enregistrement TXT à {txtName} ne contient pas {txtValue}. Indiquez exactement cette valeur, puis vérifiez à nouveau.',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'La recherche DNS de l’enregistrement TXT à {txtName} n’a pas obtenu de réponse. Veuillez réessayer dans quelques minutes.',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {Retirer {domain} ? L’authentification unique ne s’appliquera plus à ses adresses.} other {Retirer {domain} ?}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>(
  'Copier le nom de l’enregistrement pour {domain}',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'Copier la valeur de l’enregistrement pour {domain}',
  'domain',
);
