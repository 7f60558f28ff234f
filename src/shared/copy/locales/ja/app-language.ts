// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = '言語';
export const appLanguageDescription = 'アプリと、お送りするメールの言語です。';
export const appLanguageLabel = 'アプリの言語';
export const browserLanguage = 'ブラウザの言語';
