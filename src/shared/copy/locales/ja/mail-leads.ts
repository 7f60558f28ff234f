import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'Catalyst Connect 経由で {name} さんから新しいメッセージ',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('{name} さんが連絡先を共有しました。', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  '{name} さんが Connect プロフィールからメッセージを送信しました：',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} さんが Connect プロフィールから連絡先を共有しました。',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('メール：{email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('電話：{phone}', 'phone');
export const mailNewLeadReply = 'このメールに返信すると、相手に直接返信できます。';
export const mailSeeAllMessages = 'すべてのメッセージを見る';
export const mailNewLeadNote =
  'このメールは、Catalyst Connect プロフィールのお問い合わせフォームが使われたためにお送りしています。';

export const mailContactSubject = icu<[ownerName: string]>('{ownerName} さんの連絡先', 'ownerName');
export const mailContactPreview = icu<[ownerName: string]>(
  '{ownerName} さんの連絡先です。スマートフォンに保存できます。',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'Catalyst Connect のページでリクエストいただいた {ownerName} さんの連絡先です。添付ファイルを開いて、スマートフォンやパソコンに保存してください。',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'このメールに返信すると、{ownerName} さんにメッセージを送れます。',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>(
  '{ownerName} さんのページを開く',
  'ownerName',
);
export const mailContactNote =
  'このメールは、メッセージ送信後にこのアドレスから 1 回だけリクエストがあったためにお送りしています。';

export const mailViewOwnerCard = icu<[ownerName: string]>(
  '{ownerName} さんのカードを見る',
  'ownerName',
);
export const mailFollowUpNote = icu<[ownerName: string]>(
  'このメールは、{ownerName} さんからの連絡に同意いただいたためにお送りしています。返信すると {ownerName} さんにメッセージを送れます。添付ファイルで連絡先を保存できます。',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  '{url} への配信が 5 日間失敗しています。',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  '{url} への配信が 5 日間すべて失敗したため、Catalyst Connect は送信を停止しました。新しいリードは引き続きアカウントに保存されます。',
  'url',
);
export const mailWebhookFix =
  '受信側を修正してから Webhook をオンに戻してください。届かなかった配信は、配信ログから再送できます。';
export const mailOpenIntegrations = '連携を開く';
export const mailWebhookNote =
  'このメールは、Webhook がオフになったときに 1 回だけお送りしています。';
