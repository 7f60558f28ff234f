// Any request: what the error handler, the router and the web client answer.
export const internalError = 'Si è verificato un errore da parte nostra. Riprova.';
export const serviceUnavailable = 'Il servizio è temporaneamente non disponibile. Riprova.';
export const paymentProviderUnavailable =
  'Il fornitore dei pagamenti non è disponibile al momento. Riprova tra poco.';
export const bodyTooLarge = 'Il corpo della richiesta è troppo grande';
export const invalidJsonBody = 'Il corpo della richiesta non è un JSON valido';
export const emptyJsonBody = 'Il corpo della richiesta è vuoto';
export const bodyMustBeObject = 'Il corpo della richiesta deve essere un oggetto JSON';
export const unsupportedContentType = 'Tipo di contenuto non supportato';
export const invalidContentLength = 'Content-Length non valido';
export const addressTooLong = 'L’indirizzo è troppo lungo';
export const addressInvalid = 'L’indirizzo non è valido';
export const invalidRequest = 'Richiesta non valida';
export const invalidValue = 'Valore non valido';
export const nothingToUpdate = 'Niente da aggiornare';
export const serverTooSlow = 'Il server ha impiegato troppo tempo a rispondere. Riprova.';
export const serverUnreachable =
  'Impossibile raggiungere il server. Controlla la connessione e riprova.';
export const requestFailed = 'Richiesta non riuscita';
export const sessionRefreshFailed = 'Aggiornamento della sessione non riuscito';
export const sessionEnded = 'La sessione è terminata';
export const unknownError = 'Errore sconosciuto';
export const unexpectedErrorOccurred = 'Spiacenti, si è verificato un errore imprevisto.';
export const somethingWentWrong = 'Qualcosa è andato storto';
export const failedToFetchCardData = 'Impossibile recuperare i dati del biglietto';
export const failedToFetchCardProfileData =
  'Impossibile recuperare i dati del profilo del biglietto';
export const verificationLinkMayBeInvalid =
  'Il link di verifica potrebbe non essere valido o essere scaduto. Contatta l’assistenza.';
/** A save the browser knows it cannot send (docs/product.md#stale-edits). */
export const offlineChangesKept =
  'Sei offline: le modifiche restano qui e vengono salvate quando torni online';
/** An editor opened with changes kept on this device from before (decision 050). */
export const restoreUnsavedChanges = 'Ripristinare le modifiche non salvate?';
