// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'Votre numéro de carte n’est pas valide.';
export const cardExpiryIncomplete = 'La date d’expiration de votre carte est incomplète.';
export const cardExpiryInPast = 'L’année d’expiration de votre carte est déjà passée.';
export const cardCvcIncomplete = 'Le code de sécurité de votre carte est incomplet.';
export const cardDeclined = 'Votre carte a été refusée.';
export const cardInsufficientFunds = 'Les fonds de votre carte sont insuffisants.';
export const cardExpired = 'Votre carte a expiré.';
export const cardCvcIncorrect = 'Le code de sécurité de votre carte est incorrect.';
export const cardProcessingError =
  'Une erreur s’est produite lors du traitement de votre carte. Réessayez dans quelques instants.';
