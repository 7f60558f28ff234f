export const invitationLanguageLabel = 'Sprache der Einladung';
export const unknownLanguage = 'Wählen Sie eine der aufgeführten Sprachen';
