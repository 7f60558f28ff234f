// The capture screen (docs/product.md#capture): leads typed or scanned at an event, kept on the
// phone until they upload.
export const leadSaved = 'Lead salvo. Pronto para a próxima pessoa.';
export const leadSavedOnDevice =
  'Lead salvo neste celular. Ele é enviado automaticamente quando a rede voltar.';
export const captureNeedsOnlineOpen =
  'Abra a tela de captura uma vez on-line e com sua conta conectada: depois disso, ela funciona off-line.';
export const captureNoCard = 'Você precisa de um cartão para registrar leads.';
export const captureUploadNeedsSignIn =
  'Entre novamente para enviar os leads que aguardam neste celular: eles ficam guardados até lá.';
export const capturePhotoTooLarge = 'A foto pode ter no máximo 10 MB.';
export const capturePhotoNotImage = 'Escolha uma foto JPEG, PNG ou WebP.';
export const capturePhotoKept = 'Foto do cartão da pessoa anexada.';
export const capturePhotoWaiting = 'O lead foi enviado; a foto do cartão da pessoa aguarda envio.';
export const captureEntryRetrying = 'Aguardando a rede para enviar.';
export const captureEventsOffline =
  'Off-line: estes são os eventos guardados da sua última visita.';
export const captureEventCreated = 'Evento criado.';
export const captureEventNeedsNetwork = 'É preciso estar on-line para criar um evento.';
export const captureEditingQueued =
  'Editando um lead que não pôde ser enviado: salve-o para tentar novamente.';
export const captureSignOutTitle = 'Leads aguardando envio';
export const captureKeepFailed =
  'Este navegador não conseguiu guardar o lead no celular: ele ainda está no formulário. Verifique se o navegador pode armazenar dados deste site e salve novamente.';
export const captureDiscardQuestion =
  'O lead não está no servidor: descartá-lo o remove deste celular para sempre.';
