// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'Sprache';
export const appLanguageDescription = 'Die Sprache der App und der E-Mails, die wir Ihnen senden.';
export const appLanguageLabel = 'App-Sprache';
export const browserLanguage = 'Sprache des Browsers';
