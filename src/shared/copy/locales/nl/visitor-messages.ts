// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Je bericht op Catalyst Connect';
export const noUnreadMessages = 'Geen ongelezen berichten.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = 'Sorry, we konden die pagina niet vinden.';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'Dit gedeelte is voor medewerkers van Catalyst. Je kaarten en instellingen staan in je account.';
export const messageSent = 'Bericht verstuurd!';
export const failedToSendMessage = 'Kan het bericht niet versturen';
export const contactFormDisabledInEditMode =
  'Het contactformulier is uitgeschakeld in de bewerkmodus';
export const sharingDisabledInEditMode = 'Delen is uitgeschakeld in de bewerkmodus';
export const profileNotAcceptingMessages = 'Dit profiel accepteert geen berichten';
export const tooManyMessages = 'Te veel berichten. Probeer het later opnieuw.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused =
  'Berichten kunnen alleen vanaf de eigen pagina van de kaart worden verstuurd.';
export const messageInvalidCharacters = 'Het bericht bevat ongeldige tekens';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'Deze knop is verlopen. Sla het contact in plaats daarvan op, of stuur je bericht opnieuw.';
export const tooManyContactEmails =
  'Het contact is vandaag al naar je gemaild. Sla het in plaats daarvan op.';
export const contactEmailed = 'Verstuurd. Kijk in je inbox.';
export const consentRequired = 'Vink eerst het vakje aan om akkoord te gaan.';
/** Above the contact form's fields: what the asterisk after a label means (docs/product.md#messages). */
export const requiredFieldsNote = 'Velden met een * zijn verplicht.';
