// src/shared/copy/sentences/verified-domains-values.ts in Japanese.
import { icu } from './language';

export const domainRecordMissingMessage = icu<[txtName: string, txtValue: string]>(
  '{txtName}にTXTレコードが見つかりません。値{txtValue}で作成してから、もう一度確認してください（DNSの変更が反映されるまで数分かかることがあります）。',
  'txtName',
  'txtValue',
);
export const domainRecordWrongMessage = icu<[txtName: string, txtValue: string]>(
  '{txtName}のTXTレコードに{txtValue}が含まれていません。この値を正確に設定してから、もう一度確認してください。',
  'txtName',
  'txtValue',
);
export const domainLookupFailedMessage = icu<[txtName: string]>(
  '{txtName}のTXTレコードのDNS検索に応答がありませんでした。数分後にもう一度お試しください。',
  'txtName',
);
export const removeDomainQuestion = icu<[domain: string, verified: boolean]>(
  '{verified, select, true {{domain}を削除しますか？このドメインのアドレスにシングルサインオンが適用されなくなります。} other {{domain}を削除しますか？}}',
  'domain',
  'verified',
);
export const copyRecordNameLabel = icu<[domain: string]>('{domain}のレコード名をコピー', 'domain');
export const copyRecordValueLabel = icu<[domain: string]>(
  '{domain}のレコードの値をコピー',
  'domain',
);
