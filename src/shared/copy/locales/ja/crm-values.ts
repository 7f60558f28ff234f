// src/shared/copy/sentences/crm-values.ts in Japanese.
import { icu } from './language';

export const hubspotIntro =
  'HubSpotを接続すると、新しいリードはそれぞれメールアドレスで照合されて連絡先として追加されます。2回連絡してきた訪問者も1件の連絡先のままです。';
export const salesforceIntro =
  'Salesforceを接続すると、新しいリードはそれぞれ同じメールアドレスのContactまたはLeadを更新するか、新しいLeadになります。出会ったチームメンバーがSalesforceユーザーを持っていれば、その人が所有者になります。';
export const dynamicsIntro =
  'Dynamics 365を接続すると、新しいリードはそれぞれメールアドレスで照合されてDataverse環境にリードとして追加されます。2回連絡してきた訪問者も1件のリードのままです。';
export const pipedriveIntro =
  'Pipedriveを接続すると、新しいリードはそれぞれ同じメールアドレスの人物（いなければ作成）に紐づいたPipedriveのリードになり、メッセージはメモとして付きます。';
export const crmTeamIntro = icu<[name: string]>(
  'チームのカードのリードは、カードを持つメンバーのものではなく、チームの{name}にのみ送られます。',
  'name',
);
export const crmNotConfigured = icu<[name: string]>(
  'このサーバーでは{name}が設定されていません。',
  'name',
);
export const crmStateInvalid = icu<[name: string]>(
  'この{name}のリンクは期限切れか、すでに使用されています。「連携」からもう一度接続してください。',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'この{name}のリンクは、接続を始めたのとは別のブラウザで開かれたため、何も接続されませんでした。ここで使っているブラウザで、「連携」からもう一度接続してください。',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  '{name}は接続されませんでした。このチームの連携を管理する権限がなくなっています。',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>('{name}の再接続を待っています。', 'name');
export const crmRecordRefused = icu<[name: string]>(
  '{name}がこのリードを受け付けませんでした。',
  'name',
);
export const crmConnected = icu<[name: string]>(
  '{name}を接続しました。今後、新しいリードはここに送信されます。',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name}は接続されませんでした。リクエストがキャンセルされました。',
  'name',
);
export const crmFailed = icu<[name: string]>(
  '{name}を接続できませんでした。もう一度お試しください。',
  'name',
);
export const crmDisconnected = icu<[name: string]>('{name}の接続を解除しました。', 'name');
export const crmDisconnectTitle = icu<[name: string]>('{name}の接続を解除しますか？', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  '新しいリードは{name}に送信されなくなり、送信待ちのリードも送信されません。すでに{name}にあるレコードはそのまま残ります。',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name}がアクセスを受け付けなくなりました。新しいリードはここで待機し、再接続するとすぐに送信されます。',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('{name}を接続', 'name');
export const crmReconnectLabel = icu<[name: string]>('{name}を再接続', 'name');
export const crmSent = icu<[name: string]>('{name}に送信済み', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name}にこの項目がなくなったため、値は送信されません。別の項目か「送信しない」を選んでください。',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'マッピングと固定値を変更するには{name}を再接続してください。項目の一覧は{name}から読み込まれます。',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>('{field}（一覧にありません）', 'field');
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  '{name}アカウント {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name}に{field}という項目はありません。一覧にある項目から選んでください。',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name}から読み取れない応答が返されました。リードはもう一度送信されます。',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('失敗: {error}', 'error');
export const dynamicsEnvironmentHint =
  'Dataverse環境のアドレスです（例: https://contoso.crm.dynamics.com）。Power Platform管理センターの「環境」で確認できます。';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'Dataverse環境のアドレスを入力してください（例: https://contoso.crm.dynamics.com。{domains}配下のホスト）。',
  'domains',
);
export const salesforceNoCompany = '未入力';
