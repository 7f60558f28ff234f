// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'Give the key a name.';
export const apiKeyNameTooLong = 'A key name can be at most 100 characters.';
export const apiKeyScopesRequired = 'Choose at least one scope.';
export const apiKeyNotFound = 'API key not found.';
export const tooManyApiKeys = 'You can have at most 20 API keys. Revoke one first.';
export const apiKeyInvalid = 'This API key is not valid, or it was revoked.';
export const apiKeyTooManyRequests =
  'This API key made more than 600 requests in a minute. Please wait a minute and try again.';
export const apiKeyNotAccepted =
  'API keys work on the read routes of cards and leads and on webhooks only. Sign in for the rest.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'An API key lets Zapier, Make, n8n or your own script use your account without your password. Send it in the header of each request:';
export const apiKeysWhereTheyWork =
  'Keys work on the read routes of cards and leads and on webhooks. The API reference describes each route.';
export const noApiKeysYet =
  'Create one key for each tool you connect, so you can revoke one without stopping the others.';
export const apiKeyShownOnce = 'Copy this key now and keep it safe: it is not shown again.';
export const apiKeyCreated = 'API key created. Copy it now: it is shown only once.';
export const apiKeyRevoked = 'API key revoked.';
export const revokeApiKeyQuestion =
  'Anything that uses this key is refused from now on. This cannot be undone.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'Catalyst Connect API';
