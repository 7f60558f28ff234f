// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'キーに名前を付けてください。';
export const apiKeyNameTooLong = 'キーの名前は100文字までです。';
export const apiKeyScopesRequired = 'スコープを1つ以上選んでください。';
export const apiKeyNotFound = 'APIキーが見つかりません。';
export const tooManyApiKeys = 'APIキーは20個までです。先に1つ無効化してください。';
export const apiKeyInvalid = 'このAPIキーは無効か、無効化されています。';
export const apiKeyTooManyRequests =
  'このAPIキーは1分間に600回を超えるリクエストを行いました。1分待ってからもう一度お試しください。';
export const apiKeyNotAccepted =
  'APIキーが使えるのは、カードとリードの読み取り用ルートとWebhookのみです。それ以外はログインしてください。';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'APIキーを使うと、Zapier、Make、n8n、または独自のスクリプトが、パスワードなしであなたのアカウントを利用できます。各リクエストのヘッダーで送信してください：';
export const apiKeysWhereTheyWork =
  'キーは、カードとリードの読み取り用ルートとWebhookで使えます。各ルートの説明はAPIリファレンスにあります。';
export const noApiKeysYet =
  '接続するツールごとにキーを1つ作成すると、他に影響を与えずに1つだけ無効化できます。';
export const apiKeyShownOnce =
  'このキーを今すぐコピーし、安全に保管してください。再表示されません。';
export const apiKeyCreated =
  'APIキーを作成しました。今すぐコピーしてください。表示されるのは1回だけです。';
export const apiKeyRevoked = 'APIキーを無効化しました。';
export const revokeApiKeyQuestion =
  'このキーを使用するものは、今後すべて拒否されます。この操作は取り消せません。';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'Catalyst Connect APIリファレンス';
