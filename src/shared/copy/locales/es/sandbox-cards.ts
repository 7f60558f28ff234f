// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'El número de tu tarjeta no es válido.';
export const cardExpiryIncomplete = 'La fecha de caducidad de tu tarjeta está incompleta.';
export const cardExpiryInPast = 'El año de caducidad de tu tarjeta ya ha pasado.';
export const cardCvcIncomplete = 'El código de seguridad de tu tarjeta está incompleto.';
export const cardDeclined = 'Se ha rechazado tu tarjeta.';
export const cardInsufficientFunds = 'Tu tarjeta no tiene fondos suficientes.';
export const cardExpired = 'Tu tarjeta ha caducado.';
export const cardCvcIncorrect = 'El código de seguridad de tu tarjeta es incorrecto.';
export const cardProcessingError =
  'Se ha producido un error al procesar tu tarjeta. Vuelve a intentarlo en unos instantes.';
