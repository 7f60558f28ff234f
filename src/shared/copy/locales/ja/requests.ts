// Any request: what the error handler, the router and the web client answer.
export const internalError = 'サーバー側で問題が発生しました。もう一度お試しください。';
export const serviceUnavailable = 'サービスは一時的に利用できません。もう一度お試しください。';
export const paymentProviderUnavailable =
  '決済サービスは現在利用できません。しばらくしてからもう一度お試しください。';
export const bodyTooLarge = 'リクエスト本文が大きすぎます';
export const invalidJsonBody = 'リクエスト本文が有効なJSONではありません';
export const emptyJsonBody = 'リクエスト本文が空です';
export const bodyMustBeObject = 'リクエスト本文はJSONオブジェクトである必要があります';
export const unsupportedContentType = 'サポートされていないコンテンツタイプです';
export const invalidContentLength = 'Content-Lengthが無効です';
export const addressTooLong = 'アドレスが長すぎます';
export const addressInvalid = 'アドレスが無効です';
export const invalidRequest = '無効なリクエストです';
export const invalidValue = '無効な値です';
export const nothingToUpdate = '更新する内容がありません';
export const serverTooSlow = 'サーバーの応答に時間がかかりすぎました。もう一度お試しください。';
export const serverUnreachable =
  'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。';
export const requestFailed = 'リクエストに失敗しました';
export const sessionRefreshFailed = 'セッションを更新できませんでした';
export const sessionEnded = 'セッションが終了しました';
export const unknownError = '不明なエラー';
export const unexpectedErrorOccurred = '申し訳ありません。予期しないエラーが発生しました。';
export const somethingWentWrong = '問題が発生しました';
export const failedToFetchCardData = 'カードのデータを取得できませんでした';
export const failedToFetchCardProfileData = 'カードのプロフィールデータを取得できませんでした';
export const verificationLinkMayBeInvalid =
  '確認リンクが無効か、有効期限が切れている可能性があります。サポートにお問い合わせください。';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  'オフラインです。変更はこの端末に保持され、オンラインに戻ると保存されます';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = '保存されていない変更を復元しますか？';
