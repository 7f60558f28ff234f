// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'Farben sind Hex-Werte wie #1F2937';
export const qrDotsInvalid = 'dots muss square, rounded oder dots sein';
export const qrLogoInvalid = 'logo muss none, company oder profile sein';
export const qrSizeInvalid = 'size muss eine ganze Pixelzahl von 256 bis 2048 sein';
export const qrDownloadFailed =
  'Der QR-Code konnte nicht heruntergeladen werden. Bitte versuchen Sie es erneut.';
export const nfcWriteFailed =
  'Der Tag konnte nicht beschrieben werden. Halten Sie ihn ruhig an die Rückseite Ihres Smartphones und versuchen Sie es erneut.';
export const qrLightOnDark =
  'QR-Codes brauchen dunkle Punkte auf hellem Hintergrund: Viele Scanner können helle Punkte auf dunklem Hintergrund nicht lesen. Wählen Sie für den Vordergrund die dunklere Farbe.';
export const appleWalletNotConfigured = 'Apple Wallet ist nicht eingerichtet';
export const googleWalletNotConfigured = 'Google Wallet ist nicht eingerichtet';
export const walletLinkInvalid =
  'Dieser Wallet-Link ist abgelaufen oder ungültig. Öffnen Sie Ihre Karte und tippen Sie erneut auf „Zu Apple Wallet hinzufügen“.';
export const walletPassFailed =
  'Der Wallet-Pass konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Meinen Kontakt speichern';
