// SCIM provisioning (docs/product.md#scim): what the SCIM service answers in its errors'
// `detail`, and the SCIM section of the team's Sign-in tab.
export const scimTokenMissing = 'SCIMトークンをBearerトークンとして送信してください';
export const scimTokenInvalid = 'このSCIMトークンは無効か、無効化されています';
export const scimUserNotFound = 'ユーザーが見つかりません';
export const scimGroupNotFound = 'グループが見つかりません';
export const scimEndpointNotFound = 'そのSCIMエンドポイントは存在しません';
export const scimUserNameTaken = 'このuserNameのユーザーはすでにチームにいます';
export const scimUserNameRequired = 'userName は必須で、メールアドレスである必要があります';
export const scimUserNameImmutable =
  'userName はログイン後には変更できません。代わりに新しいユーザーをプロビジョニングしてください';
export const scimDisplayNameRequired = 'displayName は必須です';
export const scimInvalidFilter =
  'このフィルターはサポートされていません。userName、externalId、emails[type eq "work"].value、displayName を eq で指定し、and で結合してください';
export const scimInvalidSyntax = 'リクエスト本文がSCIMリソースでもPATCHリクエストでもありません';
export const scimInvalidPath = 'この属性パスはサポートされていません';
export const scimInvalidValue = '属性に対して無効な値があります';
export const scimInvalidPaging = 'startIndex と count は整数にしてください';
export const scimMemberUnknown = 'このチームのユーザーではないメンバーがいます';
export const scimOwnerStaysActive = 'チームのオーナーはディレクトリから無効化できません';
export const scimTooManyRequests =
  'このSCIMトークンでのリクエストが多すぎます。しばらくしてから再試行してください';
export const scimSectionTitle = 'プロビジョニング（SCIM）';
export const scimSectionIntro =
  'IDプロバイダー（Microsoft Entra ID、Okta）が、SCIM 2.0でチームのメンバーを追加・変更・削除します。ベースURLとトークンを、IDプロバイダーのプロビジョニング設定に貼り付けてください。';
export const scimBaseUrl = 'SCIMベースURL';
export const scimTokens = 'トークン';
export const scimNoTokens = 'トークンはまだありません。';
export const scimCreateToken = 'トークンを作成';
export const scimTokenCreatedOnce =
  'このトークンを今すぐコピーしてください。表示されるのは1回だけです。IDプロバイダーのシークレットトークンとして貼り付けてください。';
export const scimRevoke = '無効化';
export const scimRevokeConfirm =
  'このトークンを無効化しますか？IDプロバイダーはこのトークンでチームを変更できなくなります。';
export const scimTokenRevoked = 'トークンを無効化しました';
export const scimTokenCreated = 'トークンを作成しました';
export const scimLastUsed = '最終使用';
export const scimNeverUsed = '未使用';
export const scimCopy = 'コピー';
export const scimCopied = 'コピーしました';
export const scimDirectoryBadge = 'ディレクトリ';
export const scimDirectoryKeeps =
  'これらのメンバーの名前、役職、勤務先電話番号、部署はディレクトリで管理されます。IDプロバイダーで変更してください。';
