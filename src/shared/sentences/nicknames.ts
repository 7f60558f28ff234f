// A card's nickname (issue 30).
export const nicknameSaved = 'Nickname saved';
export const nicknameRemoved = 'Nickname removed';
