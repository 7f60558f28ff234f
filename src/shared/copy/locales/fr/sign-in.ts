// Sign-in and accounts.
export const tokenRequired = 'Un jeton est requis';
export const passwordMissing = 'Vous devez saisir un mot de passe pour vous connecter';
export const emailTooLong = 'L’adresse e-mail est trop longue';
