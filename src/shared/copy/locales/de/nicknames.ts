// A card's nickname.
export const nicknameSaved = 'Spitzname gespeichert';
export const nicknameRemoved = 'Spitzname entfernt';
