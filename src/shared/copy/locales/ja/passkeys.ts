// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'パスキーに名前を付けてください。';
export const passkeyNameTooLong = 'パスキーの名前は60文字までです。';
export const passkeyNotFound = 'パスキーが見つかりません。';
export const passkeyResponseInvalid =
  'このパスキーを確認できませんでした。もう一度お試しください。';
export const passkeyChallengeExpired =
  'このパスキーのリクエストは有効期限が切れているか、すでに使用されています。もう一度お試しください。';
export const passkeyAlreadyAdded = 'このパスキーはすでにアカウントに追加されています。';
export const passkeyNotRecognised =
  'このパスキーは認識されません。パスワードでログインしてください。';
export const passkeyCounterWentBack =
  'このパスキーはコピーの可能性があるため拒否されました。パスワードでログインしてください。';
export const tooManyPasskeyAttempts =
  'ログインの試行回数が多すぎます。しばらく待ってからもう一度お試しください。';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'パスキーでログイン';
export const signingInWithPasskey = 'パスキーを待っています...';
export const passkeySignInCancelled =
  'パスキーでのログインがキャンセルされました。もう一度お試しください。';
export const passkeysTitle = 'パスキー';
export const passkeysDescription =
  'パスキーを使うと、パスワードの代わりにデバイスの指紋認証、顔認証、画面ロックでログインできます。';
export const noPasskeysYet = 'パスキーはまだありません。';
export const addPasskey = 'パスキーを追加';
export const addingPasskey = '追加しています...';
export const passkeyNameLabel = 'パスキーの名前';
export const passkeyAdded = 'パスキーを追加しました。';
export const passkeyAddFailed = 'パスキーを追加できませんでした。もう一度お試しください。';
export const passkeyNotSupported = 'このブラウザではパスキーを使用できません。';
export const removePasskey = '削除';
export const removePasskeyTitle = 'このパスキーを削除しますか？';
export const removePasskeyQuestion =
  'このパスキーではログインできなくなります。パスワードは引き続き使用できます。';
export const passkeyRemoved = 'パスキーを削除しました。';
export const passkeyRemoveFailed = 'パスキーを削除できませんでした。もう一度お試しください。';
export const signInWithYourPasskey =
  'チームで2段階認証が必須になっています。パスワードだけでなく、パスキーでログインしてください。';
export const passkeyPasswordNeeded = 'パスキーを追加するにはパスワードを入力してください';
