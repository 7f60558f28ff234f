// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'Introuvable';
export const accountNotFound = 'Compte introuvable';
export const cardNotFound = 'Carte introuvable';
export const profileNotFound = 'Profil introuvable';
export const messageNotFound = 'Message introuvable';
export const contactNotFound = 'Contact introuvable';
