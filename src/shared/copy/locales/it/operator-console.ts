// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Solo per amministratori';
export const accountSuspended = 'Questo account è sospeso. Contatta l’assistenza.';
export const cannotSuspendYourself = 'Non puoi sospendere il tuo account';
export const accountAlreadySuspended = 'Questo account è già sospeso';
export const accountNotSuspended = 'Questo account non è sospeso';
export const accountAlreadyVerified =
  'Questo account è già configurato; invia invece un link per reimpostare la password';
export const accountNotVerified =
  'Questo account non è ancora configurato; invia di nuovo l’invito';
export const cardAlreadyOwned = 'Il biglietto appartiene già a quell’account';
export const profileAlreadyTakenDown = 'Questo profilo è già stato rimosso';
export const profileNotTakenDown = 'Questo profilo non è stato rimosso';
export const mailNotRetryable = 'Si possono reinviare solo le email non riuscite o in attesa';
export const mailNotFound = 'Email non trovata';
export const reasonRequired = 'Indica un motivo';
export const lastAdmin =
  'Non si può revocare l’ultimo amministratore; nomina prima un altro amministratore';
export const lastAdminCannotLeave =
  'L’ultimo amministratore non può eliminare il proprio account; nomina prima un altro amministratore';
export const profileTakenDownNotice =
  'Un amministratore ha rimosso questo profilo, quindi i visitatori non possono vederlo.';
