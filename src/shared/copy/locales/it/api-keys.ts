// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'Dai un nome alla chiave.';
export const apiKeyNameTooLong = 'Il nome di una chiave può avere al massimo 100 caratteri.';
export const apiKeyScopesRequired = 'Scegli almeno un ambito.';
export const apiKeyNotFound = 'Chiave API non trovata.';
export const tooManyApiKeys = 'Puoi avere al massimo 20 chiavi API. Revocane prima una.';
export const apiKeyInvalid = 'Questa chiave API non è valida, oppure è stata revocata.';
export const apiKeyTooManyRequests =
  'Questa chiave API ha fatto più di 600 richieste in un minuto. Attendi un minuto e riprova.';
export const apiKeyNotAccepted =
  'Le chiavi API funzionano solo sulle route di lettura di biglietti e lead e sui webhook. Per il resto accedi.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'Una chiave API consente a Zapier, Make, n8n o a un tuo script di usare il tuo account senza password. Inviala nell’header di ogni richiesta:';
export const apiKeysWhereTheyWork =
  'Le chiavi funzionano sulle route di lettura di biglietti e lead e sui webhook. Il riferimento API descrive ogni route.';
export const noApiKeysYet =
  'Crea una chiave per ogni strumento che colleghi, così puoi revocarne una senza bloccare le altre.';
export const apiKeyShownOnce =
  'Copia ora questa chiave e conservala al sicuro: non verrà più mostrata.';
export const apiKeyCreated = 'Chiave API creata. Copiala ora: viene mostrata una sola volta.';
export const apiKeyRevoked = 'Chiave API revocata.';
export const revokeApiKeyQuestion =
  'Da ora in poi tutto ciò che usa questa chiave viene rifiutato. L’operazione non può essere annullata.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'API di Catalyst Connect';
