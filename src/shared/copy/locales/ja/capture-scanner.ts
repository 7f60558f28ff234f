// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = '名刺を読み取っています…';
export const scanCardRead = '名刺を読み取りました。内容を確認し、誤りを修正してください。';
export const scanCardEmpty =
  'この写真から文字を読み取れませんでした。写真はリードに保存されます。情報を入力してください。';
export const scanOfflinePhotoKept =
  'ネットワークに接続されていません。写真はリードに保存されます。情報を入力してください。';
export const scanBusyPhotoKept =
  '時間内に名刺を読み取れませんでした。写真はリードに保存されます。情報を入力してください。';
export const scanFailedPhotoKept =
  '名刺を読み取れませんでした。写真はリードに保存されます。情報を入力してください。';
export const scanPhotoUnreadable = 'このファイルは、このデバイスで開ける写真ではありません。';
export const scanPointAtCard = '名刺を枠内に平らに収めてから撮影してください。';
export const scanPointAtCode = 'バッジまたはスマートフォンのQRコードにカメラを向けてください。';
export const scanCodeContact = 'QRコードを読み取りました。情報が入力されました。';
export const scanCodeText = 'QRコードを読み取りました。テキストはメモに入っています。';
export const scanCardLookup = 'デジタル名刺を検索しています…';
export const scanCardLookupFailed =
  'デジタル名刺を検索できませんでした。アドレスはメモに入っています。';
export const scanNoCodeInPhoto = 'その写真にQRコードは見つかりませんでした。';
export const cameraRefused =
  'カメラへのアクセスが拒否されました。ブラウザの設定で許可するか、写真を選んでください。';
export const cameraUnavailable = 'ここで使えるカメラがありません。写真を選んでください。';
export const scannerNeedsNetwork =
  'スキャナーをオフラインで開けるのは、リード登録画面を一度オンラインで開いた後だけです。情報を入力してください。';
