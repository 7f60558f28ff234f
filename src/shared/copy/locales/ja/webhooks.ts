// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'http:// または https:// のアドレスを入力してください。';
export const webhookEventsRequired = 'イベントを1つ以上選んでください。';
export const webhookChangeRequired = 'アドレス、イベント、または enabled を送信してください。';
export const webhookNotFound = 'Webhookが見つかりません。';
export const tooManyWebhooks = 'Webhookは10個までです。先に1つ削除してください。';
export const webhookDeliveryQueued = '再送信しました。まもなく下に表示されます。';
export const webhookCreated =
  'Webhookを作成しました。署名シークレットを今すぐコピーしてください。表示されるのは1回だけです。';
export const webhookDeleted = 'Webhookを削除しました。';
export const webhookSecretRotated =
  '新しい署名シークレットを作成しました。古いシークレットでも24時間は署名されるので、今のうちに受信側を切り替えてください。';
export const webhookPrivateDestination =
  '拒否されました：このアドレスはプライベート、ループバック、またはリンクローカルのネットワークを指しています。';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  '署名シークレットを読み取れませんでした。再送信するには、新しい署名シークレットを作成してください。';
export const webhookDisabledSubject = 'Webhookの1つが無効になりました';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'Webhookは、リードの受信・変更・削除時や、カードの変更時に、指定したアドレスにPOSTを送信します。';
export const webhooksSigningNote =
  '各配信はStandard Webhooksに従って署名されます。署名シークレットで検証してください（例：standardwebhooksパッケージ）。';
export const teamWebhooksIntro =
  'チームのカードのイベントは、チームのWebhookにのみ送信され、カードを持つメンバーのWebhookには送信されません。';
export const noWebhooksYet =
  'CRM、Zapier・Make・n8nのフック、または自社サーバーのアドレスを追加してください。';
export const webhookSecretShownOnce =
  'この署名シークレットを今すぐコピーし、安全に保管してください。再表示されません。';
export const rotateWebhookSecretTitle = '新しい署名シークレットを作成しますか？';
export const rotateWebhookSecretQuestion =
  '新しいシークレットは1回だけ表示されます。受信側が切り替えられるよう、現在のシークレットでも24時間は署名が続きます。';
export const deleteWebhookTitle = 'このWebhookを削除しますか？';
export const deleteWebhookQuestion =
  'このアドレスには今後何も送信されず、配信ログも一緒に削除されます。';
export const webhookSwitchedOff = 'Webhookを無効にしました。有効にするまで何も送信されません。';
export const webhookSwitchedOn = 'Webhookを有効にしました。';
export const webhookDisabledNote =
  '無効：何も送信されません。次のイベントから再び送信するには有効にしてください。';
export const noWebhookDeliveries =
  'まだ配信はありません。このWebhookが受け取るイベントが発生すると、ここに表示されます。';
export const webhookDeliveryNotSentYet = '未送信です。';
export const teamIntegrationsNoTeam =
  'チームに所属していません。チームのカードをWebhookに送信するには、チームエリアでチームを作成してください。';
export const webhookDeliveryInFlight = 'この配信は現在送信中です。1分後にもう一度お試しください。';
export const webhookTestTooMany =
  'このWebhookには過去1分間に10件のテストイベントが送信されました。1分待ってからもう一度お試しください。';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = '講演、とても良かったです。来週お会いできますか？';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  '各配信を信頼する前に、Webhookの署名シークレットで署名を検証してください。すべての配信には3つのヘッダーが付きます：';
export const webhookIdHeaderNote = '配信のIDです。再試行でも同じなので、重複の除外に使います。';
export const webhookTimestampHeaderNote =
  'この試行が署名された日時（1970年からの秒数）です。5分以上前のものは拒否してください。';
export const webhookSignatureHeaderNote =
  'v1 の後に署名が続きます。新しいシークレットを作成してから24時間は、スペースで区切られた2つの署名があり、どちらでも検証できます。';
export const webhookSecretKeptWhole =
  'ライブラリには whsec_ を含む署名シークレット全体を渡し、接頭辞を削除しないでください。本文は解析する前に、受信したそのままの状態で検証してください。';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // whsec_ を含むシークレット全体
// rawBody：JSONを解析する前の、受信したままの本文
const event = webhook.verify(rawBody, request.headers); // 偽造や期限切れの場合は例外を投げる`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # whsec_ を含むシークレット全体
# raw_body：JSONを解析する前の、受信したままの本文
event = webhook.verify(raw_body, request.headers)  # 偽造や期限切れの場合は例外を送出する`;
