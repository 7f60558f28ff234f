// A card's nickname.
export const nicknameSaved = 'Surnom enregistré';
export const nicknameRemoved = 'Surnom supprimé';
