// Choosing the language a mail goes out in: the team invitation form's select, and the
// refusal of a language the product does not speak.
export const invitationLanguageLabel = 'Language of the invitation';
export const unknownLanguage = 'Choose one of the languages listed';
