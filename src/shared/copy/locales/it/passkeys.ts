// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'Dai un nome alla passkey.';
export const passkeyNameTooLong = 'Il nome di una passkey può avere al massimo 60 caratteri.';
export const passkeyNotFound = 'Passkey non trovata.';
export const passkeyResponseInvalid = 'Impossibile verificare questa passkey. Riprova.';
export const passkeyChallengeExpired =
  'Questa richiesta di passkey è scaduta o è già stata usata. Riprova.';
export const passkeyAlreadyAdded = 'Questa passkey è già stata aggiunta a un account.';
export const passkeyNotRecognised = 'Questa passkey non è riconosciuta. Accedi con la password.';
export const passkeyCounterWentBack =
  'Questa passkey sembra una copia ed è stata rifiutata. Accedi con la password.';
export const tooManyPasskeyAttempts = 'Troppi tentativi di accesso. Attendi e riprova.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'Accedi con una passkey';
export const signingInWithPasskey = 'In attesa della passkey...';
export const passkeySignInCancelled = 'L’accesso con passkey è stato annullato. Riprova.';
export const passkeysTitle = 'Passkey';
export const passkeysDescription =
  'Con una passkey accedi con l’impronta digitale, il volto o il blocco schermo del dispositivo, invece che con la password.';
export const noPasskeysYet = 'Non hai ancora nessuna passkey.';
export const addPasskey = 'Aggiungi una passkey';
export const addingPasskey = 'Aggiunta in corso...';
export const passkeyNameLabel = 'Nome della passkey';
export const passkeyAdded = 'Passkey aggiunta.';
export const passkeyAddFailed = 'La passkey non è stata aggiunta. Riprova.';
export const passkeyNotSupported = 'Questo browser non supporta le passkey.';
export const removePasskey = 'Rimuovi';
export const removePasskeyTitle = 'Rimuovere questa passkey?';
export const removePasskeyQuestion =
  'Non potrai più accedere con questa passkey. La password continua a funzionare.';
export const passkeyRemoved = 'Passkey rimossa.';
export const passkeyRemoveFailed = 'La passkey non è stata rimossa. Riprova.';
export const signInWithYourPasskey =
  'Il tuo team richiede l’accesso in due passaggi: accedi con la passkey, non solo con la password.';
export const passkeyPasswordNeeded = 'Inserisci la password per aggiungere una passkey';
