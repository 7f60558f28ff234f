// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'Il numero della carta non è valido.';
export const cardExpiryIncomplete = 'La data di scadenza della carta è incompleta.';
export const cardExpiryInPast = 'L’anno di scadenza della carta è nel passato.';
export const cardCvcIncomplete = 'Il codice di sicurezza della carta è incompleto.';
export const cardDeclined = 'La carta è stata rifiutata.';
export const cardInsufficientFunds = 'La carta non ha fondi sufficienti.';
export const cardExpired = 'La carta è scaduta.';
export const cardCvcIncorrect = 'Il codice di sicurezza della carta non è corretto.';
export const cardProcessingError =
  'Si è verificato un errore durante l’elaborazione della carta. Riprova tra poco.';
