// The sandbox's card checks, in Stripe's own wording so test mode reads like Stripe's.
export const cardNumberInvalid = 'Je kaartnummer is ongeldig.';
export const cardExpiryIncomplete = 'De vervaldatum van je kaart is onvolledig.';
export const cardExpiryInPast = 'Het vervaljaar van je kaart ligt in het verleden.';
export const cardCvcIncomplete = 'De beveiligingscode van je kaart is onvolledig.';
export const cardDeclined = 'Je kaart is geweigerd.';
export const cardInsufficientFunds = 'Het saldo van je kaart is onvoldoende.';
export const cardExpired = 'Je kaart is verlopen.';
export const cardCvcIncorrect = 'De beveiligingscode van je kaart is onjuist.';
export const cardProcessingError =
  'Er is een fout opgetreden bij het verwerken van je kaart. Probeer het zo opnieuw.';
