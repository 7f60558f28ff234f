// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Ihre Nachricht auf Catalyst Connect';
export const noUnreadMessages = 'Keine ungelesenen Nachrichten.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = 'Diese Seite konnten wir leider nicht finden.';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'Dieser Bereich ist für Mitarbeitende von Catalyst. Ihre Karten und Einstellungen finden Sie in Ihrem Konto.';
export const messageSent = 'Nachricht gesendet!';
export const failedToSendMessage = 'Die Nachricht konnte nicht gesendet werden';
export const contactFormDisabledInEditMode =
  'Das Kontaktformular ist im Bearbeitungsmodus deaktiviert';
export const sharingDisabledInEditMode = 'Teilen ist im Bearbeitungsmodus deaktiviert';
export const profileNotAcceptingMessages = 'Dieses Profil nimmt keine Nachrichten an';
export const tooManyMessages = 'Zu viele Nachrichten. Bitte versuchen Sie es später erneut.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused =
  'Nachrichten können nur von der Seite der Karte selbst gesendet werden.';
export const messageInvalidCharacters = 'Die Nachricht enthält ungültige Zeichen';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'Dieser Button ist abgelaufen. Speichern Sie den Kontakt stattdessen oder senden Sie Ihre Nachricht erneut.';
export const tooManyContactEmails =
  'Der Kontakt wurde Ihnen heute bereits per E-Mail gesendet. Speichern Sie ihn stattdessen.';
export const contactEmailed = 'Gesendet. Sehen Sie in Ihrem Posteingang nach.';
export const consentRequired = 'Bitte setzen Sie zuerst das Häkchen, um zuzustimmen.';
/** Above the contact form's fields: what the asterisk after a label means (docs/product.md#messages). */
export const requiredFieldsNote = 'Mit * markierte Felder sind Pflichtfelder.';
