// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

export const integrationsReadLeads = 'Ler leads';
export const integrationsReadCards = 'Ler cartões';
export const integrationsManageWebhooks = 'Gerenciar webhooks';
export const integrationsWebhooks = 'Webhooks';
export const integrationsNoWebhooksYet = 'Nenhum webhook ainda';
export const integrationsLeadsWaiting = 'Leads aguardando';
export const integrationsLeadsFailed = 'Leads com falha';
export const integrationsDisconnect = 'Desconectar';
export const integrationsYesDisconnect = 'Sim, desconectar';
export const integrationsFirstName = 'Nome';
export const integrationsLastName = 'Sobrenome';
export const integrationsPhone = 'Telefone';
export const integrationsCompany = 'Empresa';
export const integrationsJobTitle = 'Cargo';
export const integrationsTheirMessage = 'A mensagem';
export const integrationsFieldSource = 'Como chegaram (?src=)';
export const integrationsFieldConsent = 'Consentimento (texto e horário)';
export const integrationsDepartment = 'Departamento';
export const integrationsFieldMapping = 'Mapeamento de campos';
export const integrationsNotSent = 'Não enviado';
export const integrationsSaveMapping = 'Salvar mapeamento';
export const integrationsActive = 'Ativo';
export const integrationsDisabled = 'Desativado';
export const integrationsEvents = 'Eventos';
export const integrationsSigningSecret = 'Segredo de assinatura';
export const integrationsSendTestEvent = 'Enviar evento de teste';
export const integrationsSending = 'Enviando...';
export const integrationsDeliveryLog = 'Registro de entregas';
export const integrationsRotateSecret = 'Trocar segredo';
export const integrationsSwitchOff = 'Desativar';
export const integrationsSwitchOn = 'Ativar';
export const integrationsDelete = 'Excluir';
export const integrationsMakeANewSecret = 'Criar um novo segredo';
export const integrationsCancel = 'Cancelar';
export const integrationsYesDeleteIt = 'Sim, excluir';
export const integrationsAddAWebhook = 'Adicionar um webhook';
export const integrationsAddressUrl = 'Endereço (URL)';
export const integrationsAddWebhook = 'Adicionar webhook';
export const integrationsALeadComesIn = 'Um lead chega';
export const integrationsALeadChanges = 'Um lead muda';
export const integrationsALeadIsDeleted = 'Um lead é excluído';
export const integrationsACardChanges = 'Um cartão muda';
export const integrationsDismiss = 'Dispensar';
export const integrationsConnected = 'Conectado';
export const integrationsReconnectNeeded = 'Reconexão necessária';
export const integrationsFailed = 'Com falha';
export const integrationsEnvironmentUrl = 'URL do ambiente';
export const integrationsVerifyADelivery = 'Verificar uma entrega';
export const integrationsIHaveCopiedIt = 'Já copiei';
export const integrationsCreated = 'Criada';
export const integrationsNever = 'Nunca';
export const integrationsScopes = 'Permissões';
export const integrationsYesRevokeIt = 'Sim, revogar';
export const integrationsApiKeys = 'Chaves de API';
export const integrationsOpenTheApiReference = 'Abrir a referência da API';
export const integrationsNewApiKey = 'Nova chave de API';
export const integrationsNoApiKeysYet = 'Nenhuma chave de API ainda';
export const integrationsFixedValues = 'Valores fixos';
export const integrationsField = 'Campo';
export const integrationsChooseAField = 'Escolha um campo';
export const integrationsValue = 'Valor';
export const integrationsFixedValuePlaceholder = 'Feira';
export const integrationsRemove = 'Remover';
export const integrationsAddAValue = 'Adicionar um valor';
export const integrationsSaveFixedValues = 'Salvar valores fixos';
export const integrationsPending = 'Pendente';
export const integrationsSucceeded = 'Concluída';
export const integrationsNoAnswer = 'Sem resposta';
export const integrationsDeliveryId = 'ID da entrega';
export const integrationsAttempts = 'Tentativas';
export const integrationsPayload = 'Conteúdo';
export const integrationsReplay = 'Reenviar';
export const integrationsRefresh = 'Atualizar';
export const integrationsDeliveries = 'Entregas';
export const integrationsCreateAnApiKey = 'Criar uma chave de API';
export const integrationsName = 'Nome';
export const integrationsCreateKey = 'Criar chave';
export const integrationsTitle = 'Integrações';
export const integrationsFixedValueLabel = icu<[position: number]>(
  'Valor fixo {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'Remover o valor fixo {position}',
  'position',
);
