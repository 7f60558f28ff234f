// A card's nickname.
export const nicknameSaved = 'Apodo guardado';
export const nicknameRemoved = 'Apodo eliminado';
