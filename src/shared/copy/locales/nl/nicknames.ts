// A card's nickname.
export const nicknameSaved = 'Bijnaam opgeslagen';
export const nicknameRemoved = 'Bijnaam verwijderd';
