// A card's nickname.
export const nicknameSaved = 'Nickname saved';
export const nicknameRemoved = 'Nickname removed';
