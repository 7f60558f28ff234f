// Sign-in and accounts.
export const tokenRequired = 'É necessário um token';
export const passwordMissing = 'Você precisa informar uma senha para entrar';
export const emailTooLong = 'O endereço de e-mail é longo demais';
