// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'Niet gevonden';
export const accountNotFound = 'Account niet gevonden';
export const cardNotFound = 'Kaart niet gevonden';
export const profileNotFound = 'Profiel niet gevonden';
export const messageNotFound = 'Bericht niet gevonden';
export const contactNotFound = 'Contact niet gevonden';
