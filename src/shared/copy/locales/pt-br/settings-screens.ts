// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'Você não tem uma assinatura do Catalyst Connect.';
export const settingsBilling = 'Faturamento';
export const settingsBillingHint =
  'Sua assinatura do Catalyst Connect, faturas e forma de pagamento.';
export const settingsManageBilling = 'Gerenciar faturamento';
export const settingsCancelSubscription = 'Cancelar assinatura';
export const settingsCancelSubscriptionButton = 'Cancelar assinatura';
export const settingsYesCancel = 'Sim, cancelar';
export const settingsChangePassword = 'Alterar senha';
export const settingsChangePasswordHint =
  'Escolha uma nova senha com pelo menos 8 caracteres. Seus outros dispositivos serão desconectados.';
export const settingsCurrentPassword = 'Senha atual';
export const settingsNewPassword = 'Nova senha';
export const settingsConfirmYourPassword = 'Confirme sua senha';
export const settingsYesRemoveIt = 'Sim, remover';
export const settingsPersonalInformation = 'Informações pessoais';
export const settingsPersonalInformationHint = 'O nome e o e-mail da sua conta.';
export const settingsFirstNameRequired = 'Nome *';
export const settingsLastNameRequired = 'Sobrenome *';
export const settingsEmailRequired = 'E-mail *';
export const settingsEmailPasswordHint =
  'Necessária para alterar seu e-mail. Enviaremos um link para o novo endereço para confirmá-lo.';
export const settingsActive = 'Ativa';
export const settingsTrial = 'Avaliação';
export const settingsPaymentOverdue = 'Pagamento atrasado';
export const settingsWaitingForTheFirstPayment = 'Aguardando o primeiro pagamento';
export const settingsExpiredBeforePayment = 'Expirou antes do pagamento';
export const settingsCanceled = 'Cancelada';
export const settingsUnpaid = 'Não paga';
export const settingsPaused = 'Pausada';
export const settingsBillingPortal = 'Portal de faturamento';
export const settingsSandboxNotice =
  'Modo de teste: pagamentos de teste. Nenhum cartão real é cobrado.';
export const settingsPlan = 'Plano';
export const settingsStatus = 'Status';
export const settingsNotSubscribed = 'Sem assinatura';
export const settingsNextPayment = 'Próximo pagamento';
export const settingsEndsOn = 'Termina em';
export const settingsBackToSettings = 'Voltar para Configurações';
export const settingsProfileAndSettings = 'Perfil e configurações';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'Sua assinatura foi cancelada e termina em {date}. Seu perfil Connect continua no ar até lá.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>('Catalyst Connect, US$ {price}/mês', 'price');
export const settingsNextPaymentOn = icu<[date: string]>('próximo pagamento em {date}', 'date');
