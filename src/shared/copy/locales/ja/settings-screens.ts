// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'Catalyst Connect に登録していません。';
export const settingsBilling = 'お支払い';
export const settingsBillingHint =
  'Catalyst Connect のサブスクリプション、請求書、お支払い方法です。';
export const settingsManageBilling = 'お支払いを管理';
export const settingsCancelSubscription = 'サブスクリプションを解約';
export const settingsCancelSubscriptionButton = 'サブスクリプションを解約する';
export const settingsYesCancel = 'はい、解約します';
export const settingsChangePassword = 'パスワードを変更';
export const settingsChangePasswordHint =
  '8 文字以上の新しいパスワードを設定してください。ほかのデバイスはサインアウトされます。';
export const settingsCurrentPassword = '現在のパスワード';
export const settingsNewPassword = '新しいパスワード';
export const settingsConfirmYourPassword = 'パスワードの確認';
export const settingsYesRemoveIt = 'はい、削除します';
export const settingsPersonalInformation = '個人情報';
export const settingsPersonalInformationHint = 'アカウントの名前とメールアドレスです。';
export const settingsFirstNameRequired = '名 *';
export const settingsLastNameRequired = '姓 *';
export const settingsEmailRequired = 'メールアドレス *';
export const settingsEmailPasswordHint =
  'メールアドレスの変更に必要です。確認のため、新しいアドレスにリンクをお送りします。';
export const settingsActive = '有効';
export const settingsTrial = '試用中';
export const settingsPaymentOverdue = 'お支払い期限切れ';
export const settingsWaitingForTheFirstPayment = '初回のお支払い待ち';
export const settingsExpiredBeforePayment = 'お支払い前に期限切れ';
export const settingsCanceled = '解約済み';
export const settingsUnpaid = '未払い';
export const settingsPaused = '一時停止中';
export const settingsBillingPortal = 'お支払いポータル';
export const settingsSandboxNotice =
  'テストモード：サンドボックス決済です。実際のカードには請求されません。';
export const settingsPlan = 'プラン';
export const settingsStatus = 'ステータス';
export const settingsNotSubscribed = '未登録';
export const settingsNextPayment = '次回のお支払い';
export const settingsEndsOn = '終了日';
export const settingsBackToSettings = '設定に戻る';
export const settingsProfileAndSettings = 'プロフィールと設定';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'サブスクリプションは解約済みで、{date} に終了します。それまで Connect プロフィールは公開されたままです。',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>('Catalyst Connect、月額 ${price}', 'price');
export const settingsNextPaymentOn = icu<[date: string]>('次回のお支払いは {date}', 'date');
