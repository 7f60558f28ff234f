// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'Ponle un nombre a la clave.';
export const apiKeyNameTooLong = 'El nombre de una clave puede tener como máximo 100 caracteres.';
export const apiKeyScopesRequired = 'Elige al menos un ámbito.';
export const apiKeyNotFound = 'No se encontró la clave de API.';
export const tooManyApiKeys = 'Puedes tener como máximo 20 claves de API. Revoca una primero.';
export const apiKeyInvalid = 'Esta clave de API no es válida o se ha revocado.';
export const apiKeyTooManyRequests =
  'Esta clave de API hizo más de 600 solicitudes en un minuto. Espera un minuto y vuelve a intentarlo.';
export const apiKeyNotAccepted =
  'Las claves de API solo funcionan en las rutas de lectura de tarjetas y leads y en los webhooks. Inicia sesión para lo demás.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'Una clave de API permite que Zapier, Make, n8n o tu propio script usen tu cuenta sin tu contraseña. Envíala en el encabezado de cada solicitud:';
export const apiKeysWhereTheyWork =
  'Las claves funcionan en las rutas de lectura de tarjetas y leads y en los webhooks. La referencia de la API describe cada ruta.';
export const noApiKeysYet =
  'Crea una clave para cada herramienta que conectes, así podrás revocar una sin detener las demás.';
export const apiKeyShownOnce =
  'Copia ahora esta clave y guárdala en un lugar seguro: no se volverá a mostrar.';
export const apiKeyCreated = 'Clave de API creada. Cópiala ahora: solo se muestra una vez.';
export const apiKeyRevoked = 'Clave de API revocada.';
export const revokeApiKeyQuestion =
  'A partir de ahora se rechaza todo lo que use esta clave. Esta acción no se puede deshacer.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'API de Catalyst Connect';
