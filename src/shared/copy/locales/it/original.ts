// The original wording, reproduced exactly (docs/product.md#wording), typos included.
export const invalidLogin = 'Accesso non riuscito';
export const emailMissing = 'Inserisci un’email per accedere';
export const unexpectedLoadError = 'Errore imprevisto durante il caricamento dei dati';
export const genericSettingsFailure = 'Spiacenti, qualcosa non funziona.';
export const saved = 'Salvato!';
export const passwordUpdated = 'Password aggiornata';
export const passwordsDoNotMatch = 'Le password non coincidono';
export const passwordTooShort = 'Almeno 8 caratteri';
export const invalidEmail = 'Inserisci un indirizzo email valido';
export const emailTaken = 'Questo indirizzo email è già usato da un altro account';
export const tooManyLoginAttempts =
  'Troppi tentativi di accesso. Attendi qualche minuto e riprova.';
export const unauthorized = 'Per farlo devi aver effettuato l’accesso';
export const sessionExpired = 'La sessione è scaduta. Accedi di nuovo.';
export const failedToFindCustomer = 'Cliente non trovato';
export const failedToUpgrade = 'Upgrade non riuscito';
export const failedToCreateBillingPortal = 'Impossibile aprire il portale di fatturazione';
export const failedToConfirmSubscription = 'Impossibile confermare l’abbonamento';
export const failedToCancelSubscription = 'Impossibile annullare l’abbonamento';
export const subscriptionCanceled = 'Abbonamento annullato. Ricaricamento della sessione...';
export const subscriptionConfirmed =
  'Pagamento ricevuto. Ti diamo il benvenuto in Catalyst Connect!';
export const cancelSubscriptionQuestion = 'Vuoi davvero annullare l’abbonamento?';
export const paymentFormLoadFailed =
  'Impossibile caricare i dati di pagamento. Prova ad aggiornare la pagina';
export const invalidVerificationLink = 'Questo link di verifica non è valido o è scaduto';
export const accountAlreadyCreated = 'Questo account è già stato configurato. Accedi.';
export const invitationEmailMismatch = 'Usa l’indirizzo email a cui è stato inviato l’invito';
export const invalidResetLink = 'Questo link per reimpostare la password non è valido o è scaduto';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'Questo link è scaduto o è già stato usato';
export const tooManyResetRequests =
  'Troppe richieste di reimpostazione della password. Attendi un po’ e riprova.';
export const somethingNotWorking = 'Qualcosa non funziona come dovrebbe';
export const resetEmailOnTheWay = 'L’email per reimpostare la password è in arrivo!';
export const passwordSaved = 'Password salvata! Accedi di nuovo';
export const accountCreated = 'Account creato! Reindirizzamento all’accesso...';
export const accountCreationFailed = 'Impossibile creare l’account. Riprova.';
