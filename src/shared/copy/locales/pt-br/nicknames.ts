// A card's nickname.
export const nicknameSaved = 'Apelido salvo';
export const nicknameRemoved = 'Apelido removido';
