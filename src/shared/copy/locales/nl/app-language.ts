// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'Taal';
export const appLanguageDescription = 'De taal van de app en van de e-mails die we je sturen.';
export const appLanguageLabel = 'App-taal';
export const browserLanguage = 'Taal van de browser';
