// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'Non trovato';
export const accountNotFound = 'Account non trovato';
export const cardNotFound = 'Biglietto non trovato';
export const profileNotFound = 'Profilo non trovato';
export const messageNotFound = 'Messaggio non trovato';
export const contactNotFound = 'Contatto non trovato';
