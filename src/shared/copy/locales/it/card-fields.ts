// Card and Connect profile fields.
export const invalidPhone = 'Inserisci un numero di telefono valido';
export const fullUrlRequired = 'Inserisci un URL completo che inizi con https://';
export const singleLineOfText = 'Deve essere una sola riga di testo';
export const invalidCharacters = 'Contiene caratteri non validi';
export const handleTooShort = 'Il nome utente deve avere almeno 3 caratteri';
export const handleTooLong = 'Il nome utente può avere al massimo 40 caratteri';
export const handleCharacters = 'Usa solo lettere, cifre e trattini';
export const handleHyphenAtEdge = 'Un nome utente non può iniziare o finire con un trattino';
export const handleReserved = 'Questo nome utente è riservato';
export const handleTaken = 'Questo nome utente è già in uso';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'È stato modificato altrove da quando l’hai aperto. Ricarica per avere la versione più recente.';
export const handleChangeQuestion =
  'Il link attuale non mostrerà più il tuo profilo direttamente: chi lo apre verrà reindirizzato al nuovo, e nessun altro potrà prenderlo. I codici QR stampati, i tag NFC, i pass di Wallet e le firme email continuano a funzionare. Cambiare nome utente?';
export const handleHeld =
  'Questo nome utente apparteneva a un altro account ed è riservato a quell’account: potrebbe essere ancora stampato su dei biglietti. Scegline un altro.';
export const buttonLinkScheme = 'I link dei pulsanti devono iniziare con https://, mailto: o tel:';
export const subscriptionRequired = 'È richiesto un abbonamento attivo';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Richiede Catalyst Connect';
export const qrOpensCardPage =
  'Il codice apre la pagina del tuo biglietto: nome, foto e un pulsante «Salva contatto».';
export const qrOpensProfile =
  'Il codice apre il tuo profilo Connect. Personalizzalo con lo stile del tuo brand: l’anteprima è ciò che viene stampato.';
export const imagesMustBeUploaded = 'Le immagini devono prima essere caricate su Catalyst Connect';
export const imageNotYours = 'Questa immagine non è tra i tuoi caricamenti. Caricala di nuovo.';
export const failedToUpdateProfile = 'Impossibile aggiornare il profilo';
