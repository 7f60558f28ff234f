// The capture screen's scan panel (docs/product.md#capture): a paper card's photo, a badge's QR.
export const scanReadingCard = 'Lendo o cartão…';
export const scanCardRead = 'Cartão lido: confira os dados e corrija o que foi lido errado.';
export const scanCardEmpty =
  'Não foi possível ler nenhum texto desta foto: a foto fica com o lead, digite os dados.';
export const scanOfflinePhotoKept = 'Sem rede: a foto fica com o lead, digite os dados.';
export const scanBusyPhotoKept =
  'Não foi possível ler o cartão a tempo: a foto fica com o lead, digite os dados.';
export const scanFailedPhotoKept =
  'Não foi possível ler o cartão: a foto fica com o lead, digite os dados.';
export const scanPhotoUnreadable =
  'Esse arquivo não é uma foto que este dispositivo consiga abrir.';
export const scanPointAtCard = 'Mantenha o cartão reto dentro da moldura e tire a foto.';
export const scanPointAtCode = 'Aponte a câmera para o QR code do crachá ou do celular.';
export const scanCodeContact = 'QR code lido: os dados foram preenchidos.';
export const scanCodeText = 'QR code lido: o texto dele está na observação.';
export const scanCardLookup = 'Buscando o cartão digital…';
export const scanCardLookupFailed =
  'Não foi possível buscar o cartão digital: o endereço dele está na observação.';
export const scanNoCodeInPhoto = 'Nenhum QR code foi encontrado nessa foto.';
export const cameraRefused =
  'O acesso à câmera foi negado: permita-o nas configurações do navegador ou escolha uma foto.';
export const cameraUnavailable = 'Nenhuma câmera disponível aqui: escolha uma foto.';
export const scannerNeedsNetwork =
  'O leitor só abre off-line depois que a tela de captura foi aberta on-line uma vez: digite os dados.';
