// Sign-in and accounts.
export const tokenRequired = 'A token is required';
export const passwordMissing = 'You must provide a password to log in';
export const emailTooLong = 'Email address is too long';
