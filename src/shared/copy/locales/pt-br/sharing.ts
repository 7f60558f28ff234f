// Sharing: styled QR codes, wallet passes, the e-mail signature.
export const qrColourFormat = 'As cores são valores hexadecimais, como #1F2937';
export const qrDotsInvalid = 'dots deve ser square, rounded ou dots';
export const qrLogoInvalid = 'logo deve ser none, company ou profile';
export const qrSizeInvalid = 'size deve ser um número inteiro de pixels entre 256 e 2048';
export const qrDownloadFailed = 'Não foi possível baixar o QR code. Tente novamente.';
export const nfcWriteFailed =
  'Não foi possível gravar a tag. Mantenha-a parada encostada na parte de trás do celular e tente novamente.';
export const qrLightOnDark =
  'QR codes precisam de pontos escuros sobre fundo claro: muitos leitores não conseguem ler pontos claros sobre fundo escuro. Use a cor mais escura no primeiro plano.';
export const appleWalletNotConfigured = 'A Apple Wallet não está configurada';
export const googleWalletNotConfigured = 'A Google Wallet não está configurada';
export const walletLinkInvalid =
  'Este link de carteira digital expirou ou não é válido. Abra seu cartão e toque em “Adicionar à Apple Wallet” novamente.';
export const walletPassFailed =
  'Não foi possível criar o passe da carteira digital. Tente novamente.';
/** The e-mail signature's link to the card (and its plain text's last line). */
export const saveMyContact = 'Salve meu contato';
