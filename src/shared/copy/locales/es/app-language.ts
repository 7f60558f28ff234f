// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'Idioma';
export const appLanguageDescription = 'El idioma de la app y de los correos que te enviamos.';
export const appLanguageLabel = 'Idioma de la app';
export const browserLanguage = 'Idioma del navegador';
