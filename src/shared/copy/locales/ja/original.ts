// The original wording (docs/product.md#wording), in Japanese.
export const invalidLogin = 'ログインに失敗しました';
export const emailMissing = 'ログインするにはメールアドレスを入力してください';
export const unexpectedLoadError = 'データの読み込み中に予期しないエラーが発生しました';
export const genericSettingsFailure = '申し訳ありません。問題が発生しています。';
export const saved = '保存しました！';
export const passwordUpdated = 'パスワードを更新しました';
export const passwordsDoNotMatch = 'パスワードが一致しません';
export const passwordTooShort = '8文字以上で入力してください';
export const invalidEmail = '有効なメールアドレスを入力してください';
export const emailTaken = 'このメールアドレスは別のアカウントで使用されています';
export const tooManyLoginAttempts =
  'ログインの試行回数が多すぎます。数分待ってからもう一度お試しください。';
export const unauthorized = 'この操作にはログインが必要です';
export const sessionExpired = 'セッションの有効期限が切れました。もう一度ログインしてください。';
export const failedToFindCustomer = '顧客が見つかりませんでした';
export const failedToUpgrade = 'アップグレードできませんでした';
export const failedToCreateBillingPortal = '請求ポータルのセッションを作成できませんでした';
export const failedToConfirmSubscription = 'サブスクリプションを確認できませんでした';
export const failedToCancelSubscription = 'サブスクリプションを解約できませんでした';
export const subscriptionCanceled =
  'サブスクリプションを解約しました。セッションを再読み込みしています...';
export const subscriptionConfirmed = 'お支払いを受け付けました。Catalyst Connectへようこそ！';
export const cancelSubscriptionQuestion = 'サブスクリプションを解約してもよろしいですか？';
export const paymentFormLoadFailed =
  'お支払い情報を読み込めませんでした。ページを再読み込みしてください';
export const invalidVerificationLink = 'この確認リンクは無効か、有効期限が切れています';
export const accountAlreadyCreated = 'このアカウントは設定済みです。ログインしてください。';
export const invitationEmailMismatch = '招待が送信されたメールアドレスを使用してください';
export const invalidResetLink = 'このパスワード再設定リンクは無効か、有効期限が切れています';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'このリンクは有効期限が切れているか、すでに使用されています';
export const tooManyResetRequests =
  'パスワード再設定のリクエストが多すぎます。しばらく待ってからもう一度お試しください。';
export const somethingNotWorking = '正常に動作していない部分があります';
export const resetEmailOnTheWay = 'パスワード再設定用のメールを送信しました！';
export const passwordSaved = 'パスワードを保存しました！もう一度ログインしてください';
export const accountCreated = 'アカウントを作成しました！ログイン画面に移動しています...';
export const accountCreationFailed = 'アカウントを作成できませんでした。もう一度お試しください。';
