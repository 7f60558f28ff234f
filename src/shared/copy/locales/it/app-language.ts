// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'Lingua';
export const appLanguageDescription =
  'La lingua dell’app e delle email ricevute da Catalyst Connect.';
export const appLanguageLabel = 'Lingua dell’app';
export const browserLanguage = 'Lingua del browser';
