// A card's nickname.
export const nicknameSaved = 'ニックネームを保存しました';
export const nicknameRemoved = 'ニックネームを削除しました';
