// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Algo deu errado do nosso lado. Tente novamente.';
export const serviceUnavailable = 'O serviço está temporariamente indisponível. Tente novamente.';
export const paymentProviderUnavailable =
  'O provedor de pagamentos não está disponível no momento. Tente novamente daqui a pouco.';
export const bodyTooLarge = 'O corpo da solicitação é grande demais';
export const invalidJsonBody = 'O corpo da solicitação não é um JSON válido';
export const emptyJsonBody = 'O corpo da solicitação está vazio';
export const bodyMustBeObject = 'O corpo da solicitação deve ser um objeto JSON';
export const unsupportedContentType = 'Tipo de conteúdo não suportado';
export const invalidContentLength = 'Content-Length inválido';
export const addressTooLong = 'O endereço é longo demais';
export const addressInvalid = 'O endereço não é válido';
export const invalidRequest = 'Solicitação inválida';
export const invalidValue = 'Valor inválido';
export const nothingToUpdate = 'Nada para atualizar';
export const serverTooSlow = 'O servidor demorou demais para responder. Tente novamente.';
export const serverUnreachable =
  'Não foi possível acessar o servidor. Verifique sua conexão e tente novamente.';
export const requestFailed = 'A solicitação falhou';
export const sessionRefreshFailed = 'Não foi possível renovar a sessão';
export const sessionEnded = 'Sua sessão foi encerrada';
export const unknownError = 'Erro desconhecido';
export const unexpectedErrorOccurred = 'Desculpe, ocorreu um erro inesperado.';
export const somethingWentWrong = 'Algo deu errado';
export const failedToFetchCardData = 'Não foi possível obter os dados do cartão';
export const failedToFetchCardProfileData = 'Não foi possível obter os dados do perfil do cartão';
export const verificationLinkMayBeInvalid =
  'O link de verificação pode ser inválido ou ter expirado. Entre em contato com o suporte para obter ajuda.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  'Você está off-line: suas alterações ficam guardadas aqui e são salvas quando você voltar';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = 'Restaurar suas alterações não salvas?';
