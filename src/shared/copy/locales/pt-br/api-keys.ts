// API keys (docs/product.md#integrations): what Zapier, Make, n8n or a script sign in with.
export const apiKeyNameRequired = 'Dê um nome à chave.';
export const apiKeyNameTooLong = 'O nome de uma chave pode ter no máximo 100 caracteres.';
export const apiKeyScopesRequired = 'Escolha pelo menos um escopo.';
export const apiKeyNotFound = 'Chave de API não encontrada.';
export const tooManyApiKeys = 'Você pode ter no máximo 20 chaves de API. Revogue uma primeiro.';
export const apiKeyInvalid = 'Esta chave de API não é válida ou foi revogada.';
export const apiKeyTooManyRequests =
  'Esta chave de API fez mais de 600 solicitações em um minuto. Aguarde um minuto e tente novamente.';
export const apiKeyNotAccepted =
  'As chaves de API funcionam somente nas rotas de leitura de cartões e leads e nos webhooks. Para o restante, entre na sua conta.';

// The Integrations screen: the owner's API keys.
export const apiKeysIntro =
  'Uma chave de API permite que o Zapier, o Make, o n8n ou seu próprio script usem sua conta sem sua senha. Envie-a no cabeçalho de cada solicitação:';
export const apiKeysWhereTheyWork =
  'As chaves funcionam nas rotas de leitura de cartões e leads e nos webhooks. A referência da API descreve cada rota.';
export const noApiKeysYet =
  'Crie uma chave para cada ferramenta que você conectar, assim você pode revogar uma sem interromper as outras.';
export const apiKeyShownOnce =
  'Copie esta chave agora e guarde-a em segurança: ela não será exibida novamente.';
export const apiKeyCreated = 'Chave de API criada. Copie-a agora: ela só é exibida uma vez.';
export const apiKeyRevoked = 'Chave de API revogada.';
export const revokeApiKeyQuestion =
  'Tudo o que usa esta chave passa a ser recusado. Esta ação não pode ser desfeita.';
/** The API reference's page title and heading (/api/docs). */
export const apiReferenceTitle = 'API do Catalyst Connect';
