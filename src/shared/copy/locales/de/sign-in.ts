// Sign-in and accounts.
export const tokenRequired = 'Ein Token ist erforderlich';
export const passwordMissing = 'Bitte geben Sie ein Passwort ein, um sich anzumelden';
export const emailTooLong = 'Die E-Mail-Adresse ist zu lang';
