// Images.
export const uploadHint = 'PNG、JPG、GIF（10MBまで）';
export const unableToFindFile = 'ファイルが見つかりません';
export const imageTooLarge = '画像は10MBまでです';
export const sendImageAsMultipart = '画像はmultipart/form-dataで送信してください';
export const invalidMultipart = 'アップロードが有効なmultipart/form-data本文ではありません';
export const unsupportedImageType = 'アップロードできるのはPNG、JPEG、GIF、WebPの画像のみです';
export const imageOutOfBounds =
  '画像は1辺10,000ピクセル、合計2,500万画素まで、縦横比は20倍までです';
export const unreadableImage = 'この画像を読み込めませんでした';
/** An image saved at once while the editor's text fields still hold unsaved changes. */
export const photoUploadedKeepOthers =
  '写真をアップロードしました。他の変更を残すには保存してください';
