// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'Geef de sleutel een naam.';
export const apiKeyNameTooLong = 'Een sleutelnaam mag maximaal 100 tekens zijn.';
export const apiKeyScopesRequired = 'Kies minstens één bereik.';
export const apiKeyNotFound = 'API-sleutel niet gevonden.';
export const tooManyApiKeys = 'Je kunt maximaal 20 API-sleutels hebben. Trek er eerst een in.';
export const apiKeyInvalid = 'Deze API-sleutel is ongeldig of ingetrokken.';
export const apiKeyTooManyRequests =
  'Deze API-sleutel deed meer dan 600 verzoeken in een minuut. Wacht een minuut en probeer het opnieuw.';
export const apiKeyNotAccepted =
  'API-sleutels werken alleen op de leesroutes van kaarten en leads en op webhooks. Log in voor de rest.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'Met een API-sleutel kunnen Zapier, Make, n8n of je eigen script je account gebruiken zonder je wachtwoord. Stuur hem mee in de header van elk verzoek:';
export const apiKeysWhereTheyWork =
  'Sleutels werken op de leesroutes van kaarten en leads en op webhooks. De API-referentie beschrijft elke route.';
export const noApiKeysYet =
  'Maak één sleutel per tool die je koppelt, zodat je er een kunt intrekken zonder de andere te stoppen.';
export const apiKeyShownOnce =
  'Kopieer deze sleutel nu en bewaar hem veilig: hij wordt niet opnieuw getoond.';
export const apiKeyCreated =
  'API-sleutel aangemaakt. Kopieer hem nu: hij wordt maar één keer getoond.';
export const apiKeyRevoked = 'API-sleutel ingetrokken.';
export const revokeApiKeyQuestion =
  'Alles wat deze sleutel gebruikt, wordt vanaf nu geweigerd. Dit kan niet ongedaan worden gemaakt.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'Catalyst Connect-API';
