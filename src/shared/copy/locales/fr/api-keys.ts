// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'Donnez un nom à la clé.';
export const apiKeyNameTooLong = 'Un nom de clé peut comporter au maximum 100 caractères.';
export const apiKeyScopesRequired = 'Choisissez au moins une portée.';
export const apiKeyNotFound = 'Clé API introuvable.';
export const tooManyApiKeys = 'Vous pouvez avoir au maximum 20 clés API. Révoquez-en une d’abord.';
export const apiKeyInvalid = 'Cette clé API n’est pas valide, ou elle a été révoquée.';
export const apiKeyTooManyRequests =
  'Cette clé API a effectué plus de 600 requêtes en une minute. Veuillez patienter une minute et réessayer.';
export const apiKeyNotAccepted =
  'Les clés API fonctionnent uniquement sur les routes de lecture des cartes et des prospects, et sur les webhooks. Connectez-vous pour le reste.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'Une clé API permet à Zapier, Make, n8n ou à votre propre script d’utiliser votre compte sans votre mot de passe. Envoyez-la dans l’en-tête de chaque requête :';
export const apiKeysWhereTheyWork =
  'Les clés fonctionnent sur les routes de lecture des cartes et des prospects, et sur les webhooks. La référence de l’API décrit chaque route.';
export const noApiKeysYet =
  'Créez une clé par outil connecté, pour pouvoir en révoquer une sans interrompre les autres.';
export const apiKeyShownOnce =
  'Copiez cette clé maintenant et conservez-la en lieu sûr : elle ne sera plus affichée.';
export const apiKeyCreated = 'Clé API créée. Copiez-la maintenant : elle ne s’affiche qu’une fois.';
export const apiKeyRevoked = 'Clé API révoquée.';
export const revokeApiKeyQuestion =
  'Tout ce qui utilise cette clé sera refusé à partir de maintenant. Cette action est irréversible.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'API Catalyst Connect';
