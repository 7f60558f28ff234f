// Added: account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'La password attuale non è corretta';
export const tooManyPasswordAttempts = 'Troppe password errate. Attendi qualche minuto e riprova.';
export const currentPasswordForEmailChange =
  'Inserisci la password attuale per cambiare indirizzo email';
export const tooManyEmailChanges =
  'Troppe modifiche dell’indirizzo email. Attendi un po’ e riprova.';
export const invalidEmailChangeLink = 'Questo link di conferma dell’email non è valido o è scaduto';
