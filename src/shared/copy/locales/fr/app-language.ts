// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'Langue';
export const appLanguageDescription =
  'La langue de l’application et des e-mails que nous vous envoyons.';
export const appLanguageLabel = 'Langue de l’application';
export const browserLanguage = 'Langue du navigateur';
