// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'Catalyst Connect にアップグレード';
export const upgradeSandboxNotice =
  'テストモード：サンドボックス決済のため、実際のカードには請求されません。';
export const upgradeSandboxCards =
  '4242 4242 4242 4242 に任意の将来の日付と任意の CVC を組み合わせて使用してください。4000 0000 0000 0002 は拒否されます。';
export const upgradeCardNumber = 'カード番号';
export const upgradeExpirationDate = '有効期限';
export const upgradeExpiryPlaceholder = 'MM / YY';
export const upgradeSecurityCode = 'セキュリティコード';
export const upgradeSubmit = '送信';
export const upgradeDueToday = '本日のお支払い:';
export const upgradeShortTitle = 'アップグレード';
export const upgradePitch =
  '公開プロフィールをカスタマイズして、出会うすべての人と共有しましょう。カードはそのまま使え、Connect プロフィールがカードに命を吹き込みます。';
export const upgradeWhatYouGet = 'ご利用いただける機能';
export const upgradeCancelAnyTimeFromSettings = '設定からいつでも解約できます。';
export const upgradeActive = 'サブスクリプションは有効です。';
export const upgradeGoToMyCards = 'マイカードへ';
export const upgradeTryAgain = 'もう一度試す';
export const upgradeConfirming = 'サブスクリプションを確認しています...';
export const upgradeConfirmingSlowly =
  '通常より時間がかかっています。お支払いが確認され次第、サブスクリプションが有効になります。';
export const upgradeReturnHome = 'ホームに戻る';
export const upgradePricePerMonth = icu<[price: number]>('月額 ${price}', 'price');
