// Sign-in and accounts.
export const tokenRequired = 'Een token is verplicht';
export const passwordMissing = 'Vul een wachtwoord in om in te loggen';
export const emailTooLong = 'Het e-mailadres is te lang';
