// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Votre message sur Catalyst Connect';
export const noUnreadMessages = 'Aucun message non lu.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = 'Désolé, nous n’avons pas trouvé cette page.';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'Cet espace est réservé à l’équipe Catalyst. Vos cartes et vos paramètres se trouvent dans votre compte.';
export const messageSent = 'Message envoyé !';
export const failedToSendMessage = 'Impossible d’envoyer le message';
export const contactFormDisabledInEditMode =
  'Le formulaire de contact est désactivé en mode édition';
export const sharingDisabledInEditMode = 'Le partage est désactivé en mode édition';
export const profileNotAcceptingMessages = 'Ce profil n’accepte pas de messages';
export const tooManyMessages = 'Trop de messages. Veuillez réessayer plus tard.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused =
  'Les messages ne peuvent être envoyés que depuis la page de la carte elle-même.';
export const messageInvalidCharacters = 'Le message contient des caractères non valides';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'Ce bouton a expiré. Enregistrez plutôt le contact, ou renvoyez votre message.';
export const tooManyContactEmails =
  'Le contact vous a déjà été envoyé par e-mail aujourd’hui. Enregistrez-le plutôt.';
export const contactEmailed = 'Envoyé. Consultez votre boîte de réception.';
export const consentRequired = 'Cochez d’abord la case pour donner votre accord.';
/** Above the contact form's fields: what the asterisk after a label means (docs/product.md#messages). */
export const requiredFieldsNote = 'Les champs marqués d’un * sont obligatoires.';
