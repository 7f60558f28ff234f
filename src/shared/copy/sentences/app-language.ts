// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'Language';
export const appLanguageDescription = 'The language of the app and of the emails we send you.';
export const appLanguageLabel = 'App language';
export const browserLanguage = "Browser's language";
