// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'Your card number is invalid.';
export const cardExpiryIncomplete = "Your card's expiration date is incomplete.";
export const cardExpiryInPast = "Your card's expiration year is in the past.";
export const cardCvcIncomplete = "Your card's security code is incomplete.";
export const cardDeclined = 'Your card was declined.';
export const cardInsufficientFunds = 'Your card has insufficient funds.';
export const cardExpired = 'Your card has expired.';
export const cardCvcIncorrect = "Your card's security code is incorrect.";
export const cardProcessingError =
  'An error occurred while processing your card. Try again in a little bit.';
