// The original wording (docs/product.md#wording), in Brazilian Portuguese.
export const invalidLogin = 'Tentativa de login inválida';
export const emailMissing = 'Você precisa informar um e-mail para entrar';
export const unexpectedLoadError = 'Erro inesperado ao carregar seus dados';
export const genericSettingsFailure = 'Desculpe, algo não está funcionando.';
export const saved = 'Salvo!';
export const passwordUpdated = 'Senha atualizada';
export const passwordsDoNotMatch = 'As senhas não coincidem';
export const passwordTooShort = 'Deve ter pelo menos 8 caracteres';
export const invalidEmail = 'Digite um endereço de e-mail válido';
export const emailTaken = 'Esse endereço de e-mail já é usado por outra conta';
export const tooManyLoginAttempts =
  'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
export const unauthorized = 'Você precisa entrar para fazer isso';
export const sessionExpired = 'Sua sessão expirou. Entre novamente.';
export const failedToFindCustomer = 'Não foi possível encontrar o cliente';
export const failedToUpgrade = 'Não foi possível fazer o upgrade';
export const failedToCreateBillingPortal = 'Não foi possível criar a sessão do portal de cobrança';
export const failedToConfirmSubscription = 'Não foi possível confirmar a assinatura';
export const failedToCancelSubscription = 'Não foi possível cancelar a assinatura';
export const subscriptionCanceled = 'Assinatura cancelada. Recarregando sua sessão...';
export const subscriptionConfirmed = 'Pagamento recebido. Boas-vindas ao Catalyst Connect!';
export const cancelSubscriptionQuestion = 'Tem certeza de que deseja cancelar sua assinatura?';
export const paymentFormLoadFailed =
  'Não foi possível carregar as informações de pagamento. Tente atualizar a página';
export const invalidVerificationLink = 'Este link de verificação é inválido ou expirou';
export const accountAlreadyCreated = 'Esta conta já foi configurada. Faça login.';
export const invitationEmailMismatch = 'Use o endereço de e-mail para o qual o convite foi enviado';
export const invalidResetLink = 'Este link de redefinição de senha é inválido ou expirou';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'Este link expirou ou já foi usado';
export const tooManyResetRequests =
  'Muitas solicitações de redefinição de senha. Aguarde um pouco e tente novamente.';
export const somethingNotWorking = 'Algo não está funcionando direito';
export const resetEmailOnTheWay = 'O e-mail de redefinição está a caminho!';
export const passwordSaved = 'Senha salva! Faça login novamente';
export const accountCreated = 'Conta criada com sucesso! Redirecionando para o login...';
export const accountCreationFailed = 'Não foi possível criar a conta. Tente novamente.';
