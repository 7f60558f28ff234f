// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload.
export const leadSaved = 'リードを保存しました。次の方をどうぞ。';
export const leadSavedOnDevice =
  'リードをこのスマートフォンに保存しました。ネットワークが戻ると自動でアップロードされます。';
export const captureNeedsOnlineOpen =
  'ネットワークに接続し、ログインした状態で一度リード登録画面を開いてください。その後はオフラインでも使えます。';
export const captureNoCard = 'リードを登録するにはカードが必要です。';
export const captureUploadNeedsSignIn =
  'このスマートフォンで待機中のリードをアップロードするには、もう一度ログインしてください。それまでリードは保持されます。';
export const capturePhotoTooLarge = '写真は10MBまでです。';
export const capturePhotoNotImage = 'JPEG、PNG、WebPの写真を選んでください。';
export const capturePhotoKept = '名刺の写真を添付しました。';
export const capturePhotoWaiting =
  'リードはアップロードされました。名刺の写真はアップロード待ちです。';
export const captureEntryRetrying = 'アップロードのためネットワークを待っています。';
export const captureEventsOffline = 'オフライン：前回のアクセス時に保存したイベントです。';
export const captureEventCreated = 'イベントを作成しました。';
export const captureEventNeedsNetwork = 'イベントの作成にはネットワーク接続が必要です。';
export const captureEditingQueued =
  'アップロードできなかったリードを編集しています。保存すると再試行します。';
export const captureSignOutTitle = 'アップロード待ちのリード';
export const captureKeepFailed =
  'このブラウザではリードをスマートフォンに保存できませんでした。リードはフォームに残っています。このサイトのデータ保存がブラウザで許可されていることを確認して、もう一度保存してください。';
export const captureDiscardQuestion =
  'このリードはサーバーにありません。破棄すると、このスマートフォンから完全に削除されます。';
