// src/shared/copy/sentences/crm-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const hubspotIntro =
  'Conecte o HubSpot e cada novo lead é adicionado a ele como contato, identificado pelo e-mail, para que um visitante que escreve duas vezes continue sendo um só contato.';
export const salesforceIntro =
  'Conecte o Salesforce e cada novo lead atualiza o Contact ou Lead com esse e-mail, ou vira um novo Lead, atribuído ao membro da equipe que conheceu a pessoa quando ele tem um usuário no Salesforce.';
export const dynamicsIntro =
  'Conecte o Dynamics 365 e cada novo lead é adicionado ao seu ambiente do Dataverse como lead, identificado pelo e-mail, para que um visitante que escreve duas vezes continue sendo um só lead.';
export const pipedriveIntro =
  'Conecte o Pipedrive e cada novo lead vira um lead do Pipedrive vinculado à pessoa com esse e-mail (criada quando não existe), com a mensagem como nota.';
export const crmTeamIntro = icu<[name: string]>(
  'Os leads de um cartão da equipe vão só para o {name} da equipe, não para o do membro que está com ele.',
  'name',
);
export const crmNotConfigured = icu<[name: string]>(
  '{name} não está configurado neste servidor.',
  'name',
);
export const crmStateInvalid = icu<[name: string]>(
  'Este link do {name} expirou ou já foi usado. Comece a conexão de novo em Integrações.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'Este link do {name} foi aberto em um navegador diferente do que iniciou a conexão, então nada foi conectado. Comece a conexão de novo em Integrações, no navegador que você usa aqui.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  '{name} não foi conectado: você não gerencia mais as integrações desta equipe.',
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>('Aguardando a reconexão do {name}.', 'name');
export const crmRecordRefused = icu<[name: string]>('{name} não aceitou este lead.', 'name');
export const crmConnected = icu<[name: string]>(
  '{name} conectado. Os novos leads serão enviados para ele a partir de agora.',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name} não foi conectado: a solicitação foi cancelada.',
  'name',
);
export const crmFailed = icu<[name: string]>(
  'Não foi possível conectar o {name}. Tente de novo.',
  'name',
);
export const crmDisconnected = icu<[name: string]>('{name} desconectado.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('Desconectar o {name}?', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'Os novos leads deixam de ser enviados para o {name}, e os que estão aguardando não são enviados. Os registros que já estão no {name} continuam lá.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name} não aceita mais nosso acesso. Os novos leads aguardam aqui e são enviados assim que você reconectar.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('Conectar {name}', 'name');
export const crmReconnectLabel = icu<[name: string]>('Reconectar {name}', 'name');
export const crmSent = icu<[name: string]>('Enviado para {name}', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name} não lista mais este campo, então o valor dele não é enviado. Escolha outro campo ou “Não enviado”.',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'Reconecte o {name} para alterar o mapeamento e os valores fixos: os campos disponíveis são lidos dele.',
  'name',
);
export const crmFieldMissingLabel = icu<[field: string]>('{field} (não listado mais)', 'field');
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  'Conta {name} {accountId}',
  'name',
  'accountId',
);
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name} não tem nenhum campo chamado {field}. Escolha um dos campos listados.',
  'name',
  'field',
);
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name} enviou uma resposta que não pôde ser lida. Os leads serão enviados de novo.',
  'name',
);
export const crmFailedMessage = icu<[error: string]>('Falhou: {error}', 'error');
export const dynamicsEnvironmentHint =
  'Seu ambiente do Dataverse, como https://contoso.crm.dynamics.com. Você o encontra no centro de administração do Power Platform, em Ambientes.';
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  'Informe o endereço do seu ambiente do Dataverse, como https://contoso.crm.dynamics.com (um host em {domains}).',
  'domains',
);
export const salesforceNoCompany = 'Não informada';
