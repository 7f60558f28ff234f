// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Your message on Catalyst Connect';
export const noUnreadMessages = 'No unread messages.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = "Sorry, we couldn't find that page.";
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'This area is for Catalyst staff. Your cards and settings are in your account.';
export const messageSent = 'Message sent!';
export const failedToSendMessage = 'Failed to send message';
export const contactFormDisabledInEditMode = 'Contact form is disabled in edit mode';
export const sharingDisabledInEditMode = 'Sharing is disabled in edit mode';
export const profileNotAcceptingMessages = 'This profile is not accepting messages';
export const tooManyMessages = 'Too many messages. Please try again later.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused = "Messages can only be sent from the card's own page.";
export const messageInvalidCharacters = 'Message contains invalid characters';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'This button has expired. Download the contact instead, or send your message again.';
export const tooManyContactEmails =
  'The contact was already e-mailed to you today. Download it instead.';
export const contactEmailed = 'Sent. Check your inbox.';
export const consentRequired = 'Tick the box to agree first.';
/** Above the contact form's fields: what the asterisk after a label means (docs/product.md#messages). */
export const requiredFieldsNote = 'Fields marked * are required.';
