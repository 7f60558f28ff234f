// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'Kleuren zijn hexwaarden zoals #1F2937';
export const qrDotsInvalid = 'dots moet square, rounded of dots zijn';
export const qrLogoInvalid = 'logo moet none, company of profile zijn';
export const qrSizeInvalid = 'size moet een geheel aantal pixels zijn van 256 tot 2048';
export const qrDownloadFailed = 'De QR-code kan niet worden gedownload. Probeer het opnieuw.';
export const nfcWriteFailed =
  'De tag kan niet worden beschreven. Houd hem stil tegen de achterkant van je telefoon en probeer het opnieuw.';
export const qrLightOnDark =
  'QR-codes hebben donkere stippen op een lichte achtergrond nodig: veel scanners kunnen lichte stippen op een donkere achtergrond niet lezen. Maak de voorgrond de donkerste kleur.';
export const appleWalletNotConfigured = 'Apple Wallet is niet ingesteld';
export const googleWalletNotConfigured = 'Google Wallet is niet ingesteld';
export const walletLinkInvalid =
  'Deze wallet-link is verlopen of ongeldig. Open je kaart en tik opnieuw op ‘Voeg toe aan Apple Wallet’.';
export const walletPassFailed = 'De wallet-pass kan niet worden gemaakt. Probeer het opnieuw.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Mijn contact opslaan';
