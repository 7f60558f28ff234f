// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'Los colores son valores hexadecimales, como #1F2937';
export const qrDotsInvalid = 'dots debe ser square, rounded o dots';
export const qrLogoInvalid = 'logo debe ser none, company o profile';
export const qrSizeInvalid = 'size debe ser un número entero de píxeles entre 256 y 2048';
export const qrDownloadFailed = 'No se pudo descargar el código QR. Inténtalo de nuevo.';
export const nfcWriteFailed =
  'No se pudo escribir la etiqueta. Mantenla quieta contra la parte trasera del teléfono y vuelve a intentarlo.';
export const qrLightOnDark =
  'Los códigos QR necesitan puntos oscuros sobre un fondo claro: muchos lectores no pueden leer puntos claros sobre un fondo oscuro. Usa el color más oscuro para el primer plano.';
export const appleWalletNotConfigured = 'Apple Wallet no está configurado';
export const googleWalletNotConfigured = 'Google Wallet no está configurado';
export const walletLinkInvalid =
  'Este enlace de wallet ha caducado o no es válido. Abre tu tarjeta y toca de nuevo «Añadir a Apple Wallet».';
export const walletPassFailed = 'No se pudo crear el pase de wallet. Inténtalo de nuevo.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Guarda mi contacto';
