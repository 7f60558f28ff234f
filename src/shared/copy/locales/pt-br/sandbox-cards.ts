// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'O número do seu cartão é inválido.';
export const cardExpiryIncomplete = 'A data de validade do seu cartão está incompleta.';
export const cardExpiryInPast = 'O ano de validade do seu cartão já passou.';
export const cardCvcIncomplete = 'O código de segurança do seu cartão está incompleto.';
export const cardDeclined = 'Seu cartão foi recusado.';
export const cardInsufficientFunds = 'Seu cartão não tem saldo suficiente.';
export const cardExpired = 'Seu cartão expirou.';
export const cardCvcIncorrect = 'O código de segurança do seu cartão está incorreto.';
export const cardProcessingError =
  'Ocorreu um erro ao processar seu cartão. Tente novamente daqui a pouco.';
