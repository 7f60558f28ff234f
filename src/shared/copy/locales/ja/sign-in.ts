// Sign-in and accounts.
export const tokenRequired = 'トークンが必要です';
export const passwordMissing = 'ログインするにはパスワードを入力してください';
export const emailTooLong = 'メールアドレスが長すぎます';
