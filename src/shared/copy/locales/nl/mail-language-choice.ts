export const invitationLanguageLabel = 'Taal van de uitnodiging';
export const unknownLanguage = 'Kies een van de vermelde talen';
