import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'Catalyst Connect の領収書：{paidOn} {amount}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  '{amount} のお支払いを受け付けました。',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  '{paidOn}に、Catalyst Connect（月額プラン）の {amount} のお支払いを受け付けました。ありがとうございます。',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Connect プロフィールは {until} まで支払い済みで、毎月自動更新されます。',
  'until',
);
export const mailReceiptRenews = 'Connect プロフィールは毎月自動更新されます。';
export const mailReceiptCancel =
  '解約するには、「設定」の「お支払い」を開き、「サブスクリプションを解約」を選んでください。支払い済みの期間が終わるまでプロフィールは公開され、その後はカードのページに同じアドレスで基本情報が表示されます。';
export const mailManageBilling = 'お支払いを管理する';
export const mailKeepReceipt = 'このメールを領収書として保管してください。';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'Catalyst Connect の領収書：{team} {paidOn} {amount}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  '{team} から {amount} のお支払いを受け付けました。',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  '{paidOn}に、{team} から Catalyst Connect のチームシート（{seats, plural, other {# シート}}、月額プラン）の {amount} のお支払いを受け付けました。ありがとうございます。',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  '請求書番号：{invoiceNumber}',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'チームのシートは {until} まで支払い済みで、毎月自動更新されます。',
  'until',
);
export const mailTeamRenews = 'チームのシートは毎月自動更新されます。';
export const mailTeamBillingWhere =
  'すべての請求書、請求先メールアドレス、VAT 番号、解約ボタンは、チームのオーナーがチーム画面の「お支払い」タブで確認できます。';
export const mailOpenTeamBilling = 'チームのお支払いを開く';
