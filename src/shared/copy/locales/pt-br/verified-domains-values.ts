// src/shared/copy/sentences/verified-domains-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'Nenhum registro TXT foi encontrado em {txtName}. Crie-o com o valor {txtValue} e verifique de novo (alterações de DNS podem levar alguns minutos para aparecer).',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'O registro TXT em {txtName} não contém {txtValue}. Defina exatamente esse valor e verifique de novo.',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'A consulta DNS do registro TXT em {txtName} não teve resposta. Tente de novo em alguns minutos.',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {Remover {domain}? O login único deixará de valer para os endereços dele.} other {Remover {domain}?}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>(
  'Copiar o nome do registro de {domain}',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'Copiar o valor do registro de {domain}',
  'domain',
);
