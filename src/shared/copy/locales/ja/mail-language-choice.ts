export const invitationLanguageLabel = '招待メールの言語';
export const unknownLanguage = '一覧にある言語から選んでください';
