// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'Nicht gefunden';
export const accountNotFound = 'Konto nicht gefunden';
export const cardNotFound = 'Karte nicht gefunden';
export const profileNotFound = 'Profil nicht gefunden';
export const messageNotFound = 'Nachricht nicht gefunden';
export const contactNotFound = 'Kontakt nicht gefunden';
