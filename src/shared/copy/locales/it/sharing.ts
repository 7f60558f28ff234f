// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'I colori sono valori esadecimali come #1F2937';
export const qrDotsInvalid = 'dots deve essere square, rounded o dots';
export const qrLogoInvalid = 'logo deve essere none, company o profile';
export const qrSizeInvalid = 'size deve essere un numero intero di pixel da 256 a 2048';
export const qrDownloadFailed = 'Impossibile scaricare il codice QR. Riprova.';
export const nfcWriteFailed =
  'Impossibile scrivere il tag. Tienilo fermo contro il retro del telefono e riprova.';
export const qrLightOnDark =
  'I codici QR richiedono punti scuri su sfondo chiaro: molti lettori non riescono a leggere punti chiari su sfondo scuro. Usa il colore più scuro per il primo piano.';
export const appleWalletNotConfigured = 'Apple Wallet non è configurato';
export const googleWalletNotConfigured = 'Google Wallet non è configurato';
export const walletLinkInvalid =
  'Questo link del Wallet è scaduto o non è valido. Apri il tuo biglietto e tocca di nuovo «Aggiungi a Apple Wallet».';
export const walletPassFailed = 'Impossibile creare il pass del Wallet. Riprova.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Salva il mio contatto';
