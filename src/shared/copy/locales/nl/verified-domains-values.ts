// src/shared/copy/sentences/verified-domains-values.ts in Dutch.
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'Er is geen TXT-record gevonden op {txtName}. Maak het aan met de waarde {txtValue} en verifieer opnieuw (DNS-wijzigingen kunnen een paar minuten nodig hebben om zichtbaar te worden).',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'Het TXT-record op {txtName} bevat {txtValue} niet. Stel precies die waarde in en verifieer opnieuw.',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'De DNS-opzoeking van het TXT-record op {txtName} kreeg geen antwoord. Probeer het over een paar minuten opnieuw.',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {{domain} verwijderen? Single sign-on geldt dan niet meer voor de adressen ervan.} other {{domain} verwijderen?}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>(
  'De naam van het record voor {domain} kopiëren',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'De waarde van het record voor {domain} kopiëren',
  'domain',
);
