export const invitationLanguageLabel = 'Idioma do convite';
export const unknownLanguage = 'Escolha um dos idiomas da lista';
