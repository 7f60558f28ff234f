// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'Les couleurs sont des valeurs hexadécimales comme #1F2937';
export const qrDotsInvalid = 'dots doit valoir square, rounded ou dots';
export const qrLogoInvalid = 'logo doit valoir none, company ou profile';
export const qrSizeInvalid = 'size doit être un nombre entier de pixels entre 256 et 2048';
export const qrDownloadFailed = 'Impossible de télécharger le QR code. Veuillez réessayer.';
export const nfcWriteFailed =
  'Impossible d’écrire sur la puce. Maintenez-la immobile contre le dos de votre téléphone et réessayez.';
export const qrLightOnDark =
  'Un QR code doit avoir des points foncés sur un fond clair : beaucoup de lecteurs ne savent pas lire des points clairs sur un fond foncé. Choisissez la couleur la plus foncée pour le premier plan.';
export const appleWalletNotConfigured = 'Apple Wallet n’est pas configuré';
export const googleWalletNotConfigured = 'Google Wallet n’est pas configuré';
export const walletLinkInvalid =
  'Ce lien Wallet a expiré ou n’est pas valide. Ouvrez votre carte et touchez à nouveau « Ajouter à Apple Wallet ».';
export const walletPassFailed = 'Impossible de créer la carte Wallet. Veuillez réessayer.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Enregistrer mon contact';
