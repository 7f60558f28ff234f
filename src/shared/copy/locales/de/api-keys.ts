// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'Geben Sie dem Schlüssel einen Namen.';
export const apiKeyNameTooLong = 'Ein Schlüsselname darf höchstens 100 Zeichen lang sein.';
export const apiKeyScopesRequired = 'Wählen Sie mindestens einen Scope.';
export const apiKeyNotFound = 'API-Schlüssel nicht gefunden.';
export const tooManyApiKeys =
  'Sie können höchstens 20 API-Schlüssel haben. Widerrufen Sie zuerst einen.';
export const apiKeyInvalid = 'Dieser API-Schlüssel ist ungültig oder wurde widerrufen.';
export const apiKeyTooManyRequests =
  'Dieser API-Schlüssel hat mehr als 600 Anfragen in einer Minute gestellt. Bitte warten Sie eine Minute und versuchen Sie es erneut.';
export const apiKeyNotAccepted =
  'API-Schlüssel funktionieren nur für die Lese-Routen von Karten und Leads sowie für Webhooks. Für alles andere melden Sie sich an.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'Mit einem API-Schlüssel können Zapier, Make, n8n oder Ihr eigenes Skript Ihr Konto ohne Ihr Passwort nutzen. Senden Sie ihn im Header jeder Anfrage:';
export const apiKeysWhereTheyWork =
  'Schlüssel funktionieren für die Lese-Routen von Karten und Leads sowie für Webhooks. Die API-Referenz beschreibt jede Route.';
export const noApiKeysYet =
  'Erstellen Sie einen Schlüssel pro verbundenem Tool, damit Sie einen widerrufen können, ohne die anderen zu stoppen.';
export const apiKeyShownOnce =
  'Kopieren Sie diesen Schlüssel jetzt und bewahren Sie ihn sicher auf: Er wird nicht noch einmal angezeigt.';
export const apiKeyCreated =
  'API-Schlüssel erstellt. Kopieren Sie ihn jetzt: Er wird nur einmal angezeigt.';
export const apiKeyRevoked = 'API-Schlüssel widerrufen.';
export const revokeApiKeyQuestion =
  'Alles, was diesen Schlüssel nutzt, wird ab sofort abgelehnt. Dies kann nicht rückgängig gemacht werden.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'Catalyst-Connect-API';
