import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'Nova mensagem de {name} pelo Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('{name} compartilhou seus dados.', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  '{name} enviou uma mensagem pelo seu perfil Connect:',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} compartilhou seus dados pelo seu perfil Connect.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('E-mail: {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('Telefone: {phone}', 'phone');
export const mailNewLeadReply = 'Responda a este e-mail para falar diretamente com a pessoa.';
export const mailSeeAllMessages = 'Ver todas as mensagens';
export const mailNewLeadNote =
  'Você está recebendo este e-mail porque alguém usou o formulário de contato do seu perfil do Catalyst Connect.';

export const mailContactSubject = icu<[ownerName: string]>('O contato de {ownerName}', 'ownerName');
export const mailContactPreview = icu<[ownerName: string]>(
  'O contato de {ownerName}, para salvar no seu celular.',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'Aqui está o contato de {ownerName}, como você pediu na página do Catalyst Connect. Abra o arquivo anexo para salvá-lo no seu celular ou computador.',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'Responda a este e-mail para escrever para {ownerName}.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>(
  'Abrir a página de {ownerName}',
  'ownerName',
);
export const mailContactNote =
  'Você está recebendo este e-mail porque este endereço o pediu, uma única vez, depois de enviar uma mensagem.';

export const mailViewOwnerCard = icu<[ownerName: string]>(
  'Ver o cartão de {ownerName}',
  'ownerName',
);
export const mailFollowUpNote = icu<[ownerName: string]>(
  'Você está recebendo este e-mail porque aceitou ser contatado por {ownerName}. Responda para escrever para {ownerName}; o arquivo anexo salva o contato.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'As entregas para {url} falharam por 5 dias.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'Todas as entregas para {url} falharam por 5 dias, por isso o Catalyst Connect parou de enviar para lá. Os novos leads continuam salvos na sua conta.',
  'url',
);
export const mailWebhookFix =
  'Corrija o receptor e reative o webhook; você pode reenviar as entregas perdidas pelo registro de entregas dele.';
export const mailOpenIntegrations = 'Abrir integrações';
export const mailWebhookNote =
  'Você recebe este e-mail uma única vez, quando o webhook é desativado.';
