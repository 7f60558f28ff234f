// Sign-in and accounts.
export const tokenRequired = 'È richiesto un token';
export const passwordMissing = 'Inserisci una password per accedere';
export const emailTooLong = 'L’indirizzo email è troppo lungo';
