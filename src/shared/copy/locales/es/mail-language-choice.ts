export const invitationLanguageLabel = 'Idioma de la invitación';
export const unknownLanguage = 'Elige uno de los idiomas de la lista';
