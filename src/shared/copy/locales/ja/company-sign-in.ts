// Company sign-in: verified domains, single sign-on (OpenID Connect, SAML) and SCIM provisioning.
export const ssoRequiredForAccount = 'お使いの会社ではシングルサインオンでログインします。';
export const continueWithSso = 'シングルサインオンで続行';
export const domainNotFound = 'ドメインが見つかりません';
export const domainInvalid = 'example.com のようなドメインを入力してください';
export const domainIsPublicMail =
  'これは公開メールサービスのドメインです。会社が所有するドメインを申請してください';
export const domainTakenByAnotherTeam = 'このドメインは別のチームが確認済みです';
export const domainAlreadyClaimed = 'このドメインはチームですでに申請済みです';
export const ssoNotSetUp = 'シングルサインオンが設定されていません';
export const ssoCodeInvalid =
  'このログインリンクは有効期限が切れています。もう一度ログインしてください。';
export const scimTokenNotFound = 'SCIMトークンが見つかりません';
export const scimTokenName = 'トークン名';
export const ssoSigningIn = 'ログインしています...';
export const ssoOwnerKeepsPassword =
  'オーナーはパスワードを保持します。IDプロバイダーの設定に誤りがあった場合に、ログインし直す手段になります。パスワードには2段階認証をオンにしてください。';
export const ssoTurnOffConfirm =
  'シングルサインオンをオフにしますか？メンバーは再びパスワードでログインします。';
export const ssoSettingsSaved = 'シングルサインオンを保存しました';
export const ssoTurnedOff = 'シングルサインオンをオフにしました';
export const ssoNeedsVerifiedDomain =
  'シングルサインオンは、チームが確認したドメインのアドレスに適用されます。';
export const ssoSecretStored =
  'シークレットは保存済みです。そのままにする場合は空欄にしてください。';
