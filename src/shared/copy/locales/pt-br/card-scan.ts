// Scanning a paper card (docs/product.md#capture): POST /api/leads/scan's answers.
export const scanNotAnImage = 'A digitalização de um cartão deve ser uma foto JPEG, PNG ou WebP';
export const scanTooSlow =
  'A leitura do cartão demorou demais. Tente novamente com uma foto mais nítida ou digite os dados';
export const scanBusy =
  'Há cartões demais sendo lidos agora. Tente novamente daqui a pouco ou digite os dados';
export const scanTooMany = 'Você escaneou muitos cartões no último minuto. Aguarde um momento';
