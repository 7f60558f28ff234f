export const invitationLanguageLabel = 'Lingua dell’invito';
export const unknownLanguage = 'Scegli una delle lingue elencate';
