export const invitationLanguageLabel = 'Langue de l’invitation';
export const unknownLanguage = 'Choisissez l’une des langues proposées';
