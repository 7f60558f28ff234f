// src/shared/copy/sentences/verified-domains-values.ts in Italian.
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'Nessun record TXT trovato in {txtName}. Crealo con il valore {txtValue}, poi verifica di nuovo (le modifiche DNS possono richiedere qualche minuto per essere visibili).',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'Il record TXT in {txtName} non contiene {txtValue}. Imposta esattamente quel valore, poi verifica di nuovo.',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'La ricerca DNS del record TXT in {txtName} non ha ricevuto risposta. Riprova tra qualche minuto.',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {Rimuovere {domain}? Il single sign-on non si applicherà più ai suoi indirizzi.} other {Rimuovere {domain}?}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>(
  'Copia il nome del record per {domain}',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'Copia il valore del record per {domain}',
  'domain',
);
