// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = '色は #1F2937 のような16進数の値で指定してください';
export const qrDotsInvalid = 'dots は square、rounded、dots のいずれかにしてください';
export const qrLogoInvalid = 'logo は none、company、profile のいずれかにしてください';
export const qrSizeInvalid = 'size は256〜2048の整数（ピクセル）にしてください';
export const qrDownloadFailed = 'QRコードをダウンロードできませんでした。もう一度お試しください。';
export const nfcWriteFailed =
  'タグに書き込めませんでした。スマートフォンの背面にタグを当てたまま動かさず、もう一度お試しください。';
export const qrLightOnDark =
  'QRコードは明るい背景に暗いドットが必要です。暗い背景の明るいドットは多くのリーダーで読み取れません。前景を暗い色にしてください。';
export const appleWalletNotConfigured = 'Apple Walletが設定されていません';
export const googleWalletNotConfigured = 'Google Walletが設定されていません';
export const walletLinkInvalid =
  'このウォレットのリンクは有効期限が切れているか、無効です。カードを開いて、もう一度「Apple Walletに追加」をタップしてください。';
export const walletPassFailed = 'ウォレットパスを作成できませんでした。もう一度お試しください。';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = '連絡先を保存';
