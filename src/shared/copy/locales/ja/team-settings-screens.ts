// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = '請求書はまだありません。';
export const teamInvoices = '請求書';
export const teamInvoiceNumber = '番号';
export const teamInvoiceDate = '日付';
export const teamInvoiceAmount = '金額';
export const teamInvoiceColumn = '請求書';
export const teamInvoiceDraft = '下書き';
export const teamInvoiceView = '表示';
export const teamCompanyLogo = '会社のロゴ';
export const teamUploading = 'アップロード中...';
export const teamChangeLogo = 'ロゴを変更';
export const teamUploadLogo = 'ロゴをアップロード';
export const teamRemoveLogo = 'ロゴを削除';
export const teamCancelAtPeriodEnd = '期間終了時に解約';
export const teamCancelSubscriptionTitle = 'チームのサブスクリプションを解約';
export const teamCancelRenewalQuestion = 'お支払い済みの期間が終わった時点で更新を停止しますか？';
export const teamYesCancelAtPeriodEnd = 'はい、期間終了時に解約します';
export const teamNoneOnFile = '未登録';
export const teamPaymentCard = 'カード';
export const teamPaymentMethodLabel = 'お支払い方法:';
export const teamBillingEMail = '請求先メールアドレス';
export const teamVatNumber = 'VAT 番号';
export const teamBillingDetails = '請求先情報';
export const teamBillingEmailHint = '請求書と領収書はこのアドレスに届きます。';
export const teamVatNumberHint = '国コード付きで入力してください。次回以降の請求書に記載されます。';
export const teamSaveBillingDetails = '請求先情報を保存';
export const teamSingleSignOn = 'シングルサインオン';
export const teamSsoProtocol = 'プロトコル';
export const teamRedirectUri = 'リダイレクト URI';
export const teamSsoIssuer = '発行者';
export const teamClientId = 'クライアント ID';
export const teamClientSecret = 'クライアントシークレット';
export const teamEntityId = 'エンティティ ID';
export const teamAcsUrl = 'ACS URL';
export const teamMetadataUrl = 'メタデータ URL';
export const teamIdentityProviderMetadataXml = 'ID プロバイダーのメタデータ（XML）';
export const teamRequireSingleSignOn = 'シングルサインオンを必須にする';
export const teamAddPeopleAtFirstSignIn = '初回サインイン時にメンバーを追加';
export const teamTestSignIn = 'サインインをテスト';
export const teamTurnOffSingleSignOn = 'シングルサインオンをオフにする';
export const teamSsoTurnOff = 'オフにする';
export const teamDeleteTeam = 'チームを削除';
export const teamDownloadLeadsCsv = 'リードをダウンロード（CSV）';
export const teamYesDeleteTheTeam = 'はい、チームを削除します';
export const teamDeleteConfirmName = '確認のためチーム名を入力してください';
export const teamCompanyDetailsOnEveryCard = 'すべてのカードに載せる会社情報';
export const teamProfileDesignOnEveryPage = 'すべてのページのプロフィールデザイン';
export const teamTemplatePreview = 'プレビュー';
export const teamSaveTemplate = 'テンプレートを保存';
export const teamThemeDark = 'ダーク';
export const teamThemeLight = 'ライト';
export const teamPickTheAccentColour = 'アクセントカラーを選択';
export const teamDepartmentTemplates = '部署のテンプレート';
export const teamViewInvoiceLabel = icu<[number: string]>('請求書 {number} を表示', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  '請求書 {number} をダウンロード（PDF）',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand}（末尾 {last4}）',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand}（末尾 {last4}、有効期限 {expiry}）',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('{field} をロック', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('{label} をコピー', 'label');
