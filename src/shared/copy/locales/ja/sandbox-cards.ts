// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'カード番号が無効です。';
export const cardExpiryIncomplete = 'カードの有効期限が不完全です。';
export const cardExpiryInPast = 'カードの有効期限の年が過去の年です。';
export const cardCvcIncomplete = 'カードのセキュリティコードが不完全です。';
export const cardDeclined = 'カードが拒否されました。';
export const cardInsufficientFunds = 'カードの残高が不足しています。';
export const cardExpired = 'カードの有効期限が切れています。';
export const cardCvcIncorrect = 'カードのセキュリティコードが正しくありません。';
export const cardProcessingError =
  'カードの処理中にエラーが発生しました。しばらくしてからもう一度お試しください。';
