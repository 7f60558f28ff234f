// The owner's sessions: Settings → Security, and the device a session was signed in from.
export const unknownDevice = 'Dispositivo sconosciuto';
export const sessionNotFound = 'Sessione non trovata';
export const securityTitle = 'Sicurezza';
export const securityDescription =
  'Come accedi oltre alla password, e dove è connesso il tuo account.';
export const sessionsTitle = 'Le tue sessioni';
export const thisDevice = 'Questo dispositivo';
export const signOutSession = 'Esci';
export const signingOutSession = 'Disconnessione...';
export const signOutOtherSessions = 'Esci da tutte le altre sessioni';
export const signingOutOtherSessions = 'Disconnessione dalle altre sessioni...';
export const noOtherSessions = 'Non hai effettuato l’accesso da nessun’altra parte.';
export const sessionSignedOut = 'Quella sessione è stata disconnessa.';
export const sessionSignOutFailed = 'Non è stato possibile disconnettere quella sessione. Riprova.';
export const otherSessionsSignOutFailed =
  'Non è stato possibile disconnettere le altre sessioni. Riprova.';
export const sessionSignedInLabel = 'Accesso';
export const sessionLastActiveLabel = 'Ultima attività';
export const sessionLocationLabel = 'Rete';
