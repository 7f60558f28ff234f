// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'Colours are hex values such as #1F2937';
export const qrDotsInvalid = 'dots must be square, rounded or dots';
export const qrLogoInvalid = 'logo must be none, company or profile';
export const qrSizeInvalid = 'size must be a whole number of pixels from 256 to 2048';
export const qrDownloadFailed = 'The QR code could not be downloaded. Please try again.';
export const nfcWriteFailed =
  'The tag could not be written. Hold it still against the back of your phone and try again.';
export const qrLightOnDark =
  'QR codes need dark dots on a light background: many scanners cannot read light dots on a dark background. Make the foreground the darker colour.';
export const appleWalletNotConfigured = 'Apple Wallet is not configured';
export const googleWalletNotConfigured = 'Google Wallet is not configured';
export const walletLinkInvalid =
  'This wallet link has expired or is not valid. Open your card and tap Add to Apple Wallet again.';
export const walletPassFailed = 'The wallet pass could not be created. Please try again.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Save my contact';
