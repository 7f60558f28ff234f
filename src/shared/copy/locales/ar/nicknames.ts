// A card's nickname.
export const nicknameSaved = 'تم حفظ الاسم المستعار';
export const nicknameRemoved = 'تمت إزالة الاسم المستعار';
