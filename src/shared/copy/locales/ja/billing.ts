// Billing.
export const returnUrlNotAllowed = 'returnUrl はこのアプリケーションのアドレスにしてください';
export const alreadySubscribed = 'サブスクリプションはすでに有効です';
export const fixPaymentFirst =
  'サブスクリプションのお支払いに問題があります。「請求の管理」でお支払い方法を更新してください。';
export const nothingToCancel = '解約できる有効なサブスクリプションはありません';
export const noSuchPayment = 'その支払いは存在しません';
export const paymentNoLongerConfirmable = 'この支払いはもう確定できません';
export const missingStripeSignature = 'Stripe-Signature ヘッダーがありません';
export const invalidSignature = '署名が無効です';
export const sandboxSendsNoWebhooks = 'テスト用の決済サービスはWebhookを送信しません';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'チームのサブスクリプションはすでに有効です';
export const teamSeatsNotOffered = 'チームのサブスクリプションはまだご利用いただけません';
export const teamSeatsIntro =
  '1つのサブスクリプションで、チームのすべてのアクティブなメンバーがConnectプロフィールとインサイトを利用できます。参加した人ごとにすぐにシートが追加され（その月の残りは日割り計算）、無効化したメンバーのシートは月末で終了します。すでに個人でConnectを支払っているメンバーは、その人のサブスクリプションが終了するまでシート料金は請求されません。';
export const connectFromTeam =
  'チームのサブスクリプションには、あなたのCatalyst Connectプロフィールとインサイトが含まれています。';
export const onlyOwnerSubscribesTeam =
  'チームのサブスクリプションを開始できるのはチームのオーナーのみです。';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'DE123456789 や FRAB123456789 のように、国コードを付けてVAT番号を入力してください';
export const teamNotBilledYet =
  'チームにはまだ請求アカウントがありません。先にチームのサブスクリプションを開始してください';
export const teamNothingToCancel = 'チームのサブスクリプションは有効ではありません';
export const noSuchInvoice = 'その請求書は存在しません';
export const teamPaymentConfirmed =
  'お支払いを受け付けました。チームのサブスクリプションが有効になりました。領収書を請求先メールアドレスにお送りします。';
export const teamBillingDetailsSaved = '請求先情報を保存しました';
export const teamCancelAtPeriodEndIntro =
  '解約すると更新が停止します。各メンバーは支払い済みの期間の終わりまでConnectを利用でき、その後チームのシートは終了します。';
export const onlyOwnerChangesTeamBilling =
  '請求先情報の変更やサブスクリプションの解約ができるのはチームのオーナーのみです。';
