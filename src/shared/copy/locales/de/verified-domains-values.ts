// src/shared/copy/sentences/verified-domains-values.ts in German.
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  'Unter {txtName} wurde kein TXT-Eintrag gefunden. Legen Sie ihn mit dem Wert {txtValue} an und prüfen Sie dann erneut (DNS-Änderungen können einige Minuten brauchen, bis sie sichtbar sind).',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  'Der TXT-Eintrag unter {txtName} enthält nicht {txtValue}. Setzen Sie genau diesen Wert und prüfen Sie dann erneut.',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  'Die DNS-Abfrage des TXT-Eintrags unter {txtName} blieb ohne Antwort. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {{domain} entfernen? Single Sign-On gilt dann nicht mehr für Adressen dieser Domain.} other {{domain} entfernen?}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>(
  'Namen des Eintrags für {domain} kopieren',
  'domain',
);
export const copyRecordValueLabel = icu<[domain: string]>(
  'Wert des Eintrags für {domain} kopieren',
  'domain',
);
