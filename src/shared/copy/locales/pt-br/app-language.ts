// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'Idioma';
export const appLanguageDescription = 'O idioma do app e dos e-mails que enviamos para você.';
export const appLanguageLabel = 'Idioma do app';
export const browserLanguage = 'Idioma do navegador';
