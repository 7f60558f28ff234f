// The owner app's language: Settings' field, and what the app does with it.
export const appLanguageTitle = 'اللغة';
export const appLanguageDescription = 'لغة التطبيق ولغة الرسائل التي نرسلها إليك.';
export const appLanguageLabel = 'لغة التطبيق';
export const browserLanguage = 'لغة المتصفح';
