// Two-step sign-in (authenticator-app codes) and the team rule that requires it.
export const twoStepCodeFormat = 'Inserisci il codice a 6 cifre dell’app di autenticazione';
export const recoveryCodeFormat = 'Inserisci uno dei tuoi codici di recupero';
export const twoStepCodeOrRecoveryCode = 'Invia un codice o un codice di recupero';
export const twoStepWrongCode = 'Il codice non è corretto';
export const twoStepSignInEnded = 'Questo accesso è terminato. Accedi di nuovo con la password.';
export const twoStepTooManyWrongCodes = 'Troppi codici errati. Riprova più tardi.';
export const twoStepNoSetupStarted = 'Avvia prima la configurazione dell’accesso in due passaggi';
export const twoStepIsOff = 'L’accesso in due passaggi è disattivato';
export const twoStepRequiredByTeam =
  'Il tuo team richiede l’accesso in due passaggi, quindi resta attivo';
export const twoStepIssuer = 'Catalyst Connect';
export const twoStepTitle = 'Accesso in due passaggi';
export const twoStepOffIntro =
  'Accedi con la password e un codice di un’app di autenticazione sul telefono.';
export const twoStepOnStatus = 'L’accesso in due passaggi è attivo.';
export const twoStepStart = 'Configura l’accesso in due passaggi';
export const twoStepStartAgain = 'Configura un nuovo telefono';
export const twoStepScan =
  'Scansiona questo codice QR con l’app di autenticazione, oppure inserisci la chiave di configurazione.';
export const twoStepQrLabel = 'Codice QR per l’app di autenticazione';
export const twoStepSecretLabel = 'Chiave di configurazione';
export const twoStepCodeLabel = 'Codice a 6 cifre';
export const twoStepTurnOn = 'Attiva';
export const twoStepCancelSetup = 'Annulla';
export const twoStepRecoveryIntro =
  'Conserva questi codici di recupero in un luogo sicuro. Ognuno funziona una volta se perdi il telefono, e vengono mostrati solo ora.';
export const twoStepRecoveryTitle = 'Codici di recupero';
export const twoStepDownloadCodes = 'Scarica';
export const twoStepSavedCodes = 'Ho salvato i miei codici di recupero';
export const twoStepDone = 'Fatto';
export const twoStepTurnOff = 'Disattiva l’accesso in due passaggi';
export const twoStepTurnOffIntro =
  'Inserisci la password per disattivare l’accesso in due passaggi.';
export const twoStepTurnedOn = 'L’accesso in due passaggi è attivo';
export const twoStepTurnedOff = 'L’accesso in due passaggi è disattivato';
export const twoStepPasswordLabel = 'Password';
export const twoStepRecoveryFileHeading =
  'Codici di recupero di Catalyst Connect. Ognuno funziona una volta, al posto di un codice dell’app di autenticazione.';
export const twoStepLoginTitle = 'Inserisci il codice';
export const twoStepLoginIntro =
  'Apri l’app di autenticazione e inserisci il codice a 6 cifre per Catalyst Connect.';
export const twoStepRecoveryLoginIntro = 'Inserisci uno dei codici di recupero che hai salvato.';
export const twoStepUseRecoveryCode = 'Usa invece un codice di recupero';
export const twoStepUseAppCode = 'Usa invece un codice dell’app';
export const twoStepRecoveryCodeLabel = 'Codice di recupero';
export const twoStepVerify = 'Verifica';
export const twoStepSetupRequiredTitle = 'Configura l’accesso in due passaggi';
export const twoStepSetupRequiredIntro =
  'Il tuo team richiede l’accesso in due passaggi. Configuralo per continuare.';
export const twoStepContinue = 'Continua';
export const requireTwoStepLabel = 'Richiedi l’accesso in due passaggi';
export const requireTwoStepHint =
  'I membri senza accesso in due passaggi lo configurano al prossimo accesso.';
export const requireTwoStepSaved = 'Regola di accesso salvata';
export const memberTwoStepOn = 'Due passaggi: attivo';
export const memberTwoStepOff = 'Due passaggi: disattivato';
export const memberTwoStepColumn = 'Due passaggi';
// A passkey in place of the authenticator app, in the setup a team's rule leads to at sign-in
// (here, not in passkeys.ts, which the sign-in page's first load carries).
export const usePasskeyInstead = 'Usa invece una passkey';
export const setupPasskeyCancelled =
  'Nessuna passkey aggiunta: la richiesta è stata chiusa o è scaduta. Riprova, oppure configura l’app di autenticazione.';
export const twoStepPasswordToReplace =
  'Inserisci la password per configurare l’accesso in due passaggi';
