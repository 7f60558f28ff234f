// Visitor messages (the public profile's contact form).
/** The subject of a reply to a visitor's message (Messages → Reply by email). */
export const replySubject = 'Re: Il tuo messaggio su Catalyst Connect';
export const noUnreadMessages = 'Nessun messaggio non letto.';
/** The error screen for an address the app does not have (docs/product.md#error-screen). */
export const pageNotFound = 'Spiacenti, non abbiamo trovato questa pagina.';
/** The error screen of the operator console, for an owner who is not staff. */
export const staffOnlyArea =
  'Quest’area è riservata al personale di Catalyst. I tuoi biglietti e le impostazioni sono nel tuo account.';
export const messageSent = 'Messaggio inviato!';
export const failedToSendMessage = 'Impossibile inviare il messaggio';
export const contactFormDisabledInEditMode =
  'Il modulo di contatto è disattivato in modalità modifica';
export const sharingDisabledInEditMode = 'La condivisione è disattivata in modalità modifica';
export const profileNotAcceptingMessages = 'Questo profilo non accetta messaggi';
export const tooManyMessages = 'Troppi messaggi. Riprova più tardi.';
/** A post of the contact form that a page of another site made (decision 028). */
export const crossSiteMessageRefused =
  'I messaggi possono essere inviati solo dalla pagina del biglietto stesso.';
export const messageInvalidCharacters = 'Il messaggio contiene caratteri non validi';
// The thank-you's "E-mail me {name}'s contact" (docs/product.md#messages).
export const contactTokenInvalid =
  'Questo pulsante è scaduto. Salva invece il contatto, oppure invia di nuovo il messaggio.';
export const tooManyContactEmails =
  'Il contatto ti è già stato inviato via email oggi. Salvalo invece.';
export const contactEmailed = 'Inviato. Controlla la posta in arrivo.';
export const consentRequired = 'Prima spunta la casella per dare il consenso.';
/** Above the contact form's fields: what the asterisk after a label means (docs/product.md#messages). */
export const requiredFieldsNote = 'I campi contrassegnati da * sono obbligatori.';
