// Verified domains (docs/product.md#verified-domains): the API's refusals and the Sign-in tab's
// domains section.
export const domainVerifyTooMany =
  'このチームの確認の試行回数が多すぎます。1分待ってからもう一度お試しください。';
export const signInTab = 'ログイン';
export const signInPageIntro =
  '会社のメンバーのログイン方法：チームが所有するメールドメイン、IDプロバイダーによるシングルサインオン、ディレクトリからのプロビジョニング。';
export const domainsHeading = '確認済みドメイン';
export const domainsIntro =
  '会社が所有するメールドメインを申請し、DNSレコードで所有を証明してください。シングルサインオンは確認済みドメインのアドレスにのみ適用されます。';
export const domainField = 'ドメイン';
export const addDomain = 'ドメインを追加';
export const domainsEmpty = 'ドメインはまだありません。';
export const domainStatusPending = '確認待ち';
export const domainStatusVerified = '確認済み';
export const domainRecordIntro =
  'ドメインのDNSプロバイダーでこのTXTレコードを作成し、「確認」を選択してください。反映されるまで数分かかる場合があります。';
export const domainRecordName = '名前';
export const domainRecordValue = '値';
export const domainRecordType = 'タイプ';
export const verifyDomain = '確認';
export const removeDomain = '削除';
export const domainVerifiedNotice = 'ドメインを確認しました';
export const domainRemovedNotice = 'ドメインを削除しました';
export const domainVerifiedKeepRecord =
  'TXTレコードは残しておいてください。ドメインは毎日チェックされ、レコードがない状態が7日続くと確認が取り消されます。';
export const copyButton = 'コピー';
export const copiedNotice = 'コピーしました';
