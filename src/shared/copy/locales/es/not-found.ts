// Not found: a thing that does not exist and one the caller may not see read the same.
export const notFound = 'No encontrado';
export const accountNotFound = 'No se encontró la cuenta';
export const cardNotFound = 'No se encontró la tarjeta';
export const profileNotFound = 'No se encontró el perfil';
export const messageNotFound = 'No se encontró el mensaje';
export const contactNotFound = 'No se encontró el contacto';
