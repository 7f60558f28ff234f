// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Catalyst Connectでのメッセージについて';
export const noUnreadMessages = '未読のメッセージはありません。';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = '申し訳ありません。ページが見つかりませんでした。';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'このエリアはCatalystのスタッフ専用です。あなたのカードと設定はアカウントにあります。';
export const messageSent = 'メッセージを送信しました！';
export const failedToSendMessage = 'メッセージを送信できませんでした';
export const contactFormDisabledInEditMode = '編集モードではお問い合わせフォームは無効です';
export const sharingDisabledInEditMode = '編集モードでは共有は無効です';
export const profileNotAcceptingMessages = 'このプロフィールはメッセージを受け付けていません';
export const tooManyMessages = 'メッセージが多すぎます。しばらくしてからもう一度お試しください。';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused = 'メッセージはカード自身のページからのみ送信できます。';
export const messageInvalidCharacters = 'メッセージに無効な文字が含まれています';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'このボタンは有効期限が切れています。連絡先をダウンロードするか、もう一度メッセージを送信してください。';
export const tooManyContactEmails =
  '連絡先は本日すでにメールで送信済みです。代わりにダウンロードしてください。';
export const contactEmailed = '送信しました。受信トレイをご確認ください。';
export const consentRequired = '先にチェックボックスをオンにして同意してください。';
/** Above the contact form's fields: what the asterisk after a label means. */
export const requiredFieldsNote = '* の付いた項目は必須です。';
