export const invitationLanguageLabel = 'لغة الدعوة';
export const unknownLanguage = 'اختر إحدى اللغات المدرجة';
