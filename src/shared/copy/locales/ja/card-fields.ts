// Card and Connect profile fields.
export const invalidPhone = '有効な電話番号を入力してください';
export const fullUrlRequired = 'https:// で始まる完全なURLを入力してください';
export const singleLineOfText = '1行のテキストで入力してください';
export const invalidCharacters = '無効な文字が含まれています';
export const handleTooShort = 'ハンドルは3文字以上にしてください';
export const handleTooLong = 'ハンドルは40文字以内にしてください';
export const handleCharacters = '英字、数字、ハイフンのみ使用できます';
export const handleHyphenAtEdge = 'ハンドルの先頭と末尾にハイフンは使用できません';
export const handleReserved = 'このハンドルは予約されています';
export const handleTaken = 'このハンドルはすでに使用されています';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  '開いた後に別の場所で変更されました。再読み込みして最新の状態を取得してください。';
export const handleChangeQuestion =
  '現在のリンクではプロフィールが直接表示されなくなります。開いた人は新しいリンクに転送され、他の人がこのリンクを取得することはできません。印刷済みのQRコード、NFCタグ、ウォレットパス、メール署名は引き続き使用できます。ハンドルを変更しますか？';
export const handleHeld =
  'このハンドルは別のアカウントで使われていたため、そのアカウント用に保留されています。印刷済みのカードに記載されている可能性があります。別のハンドルを選んでください。';
export const buttonLinkScheme =
  'ボタンのリンクは https://、mailto:、tel: のいずれかで始まる必要があります';
export const subscriptionRequired = '有効なサブスクリプションが必要です';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Catalyst Connectが必要です';
export const qrOpensCardPage =
  'コードをスキャンするとカードのページが開きます。名前、写真、「連絡先をダウンロード」ボタンが表示されます。';
export const qrOpensProfile =
  'コードをスキャンするとConnectプロフィールが開きます。ブランドに合わせてデザインしましょう。プレビューの通りに印刷されます。';
export const imagesMustBeUploaded = '画像は先にCatalyst Connectにアップロードしてください';
export const imageNotYours =
  'この画像はあなたがアップロードしたものではありません。もう一度アップロードしてください。';
export const failedToUpdateProfile = 'プロフィールを更新できませんでした';
