// A card's nickname.
export const nicknameSaved = 'Soprannome salvato';
export const nicknameRemoved = 'Soprannome rimosso';
