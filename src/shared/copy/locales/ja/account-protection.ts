// Account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = '現在のパスワードが正しくありません';
export const tooManyPasswordAttempts =
  'パスワードの誤りが多すぎます。数分待ってからもう一度お試しください。';
export const currentPasswordForEmailChange =
  'メールアドレスを変更するには現在のパスワードを入力してください';
export const tooManyEmailChanges =
  'メールアドレスの変更が多すぎます。しばらく待ってからもう一度お試しください。';
export const invalidEmailChangeLink = 'このメール確認リンクは無効か、有効期限が切れています';
