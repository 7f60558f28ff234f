// Billing.
export const returnUrlNotAllowed = 'returnUrl deve ser um endereço deste aplicativo';
export const alreadySubscribed = 'Sua assinatura já está ativa';
export const fixPaymentFirst =
  'Há um problema no pagamento da sua assinatura. Atualize sua forma de pagamento em “Gerenciar faturamento”.';
export const nothingToCancel = 'Não há assinatura ativa para cancelar';
export const noSuchPayment = 'Pagamento não encontrado';
export const paymentNoLongerConfirmable = 'Este pagamento não pode mais ser confirmado';
export const missingStripeSignature = 'Cabeçalho Stripe-Signature ausente';
export const invalidSignature = 'Assinatura inválida';
export const sandboxSendsNoWebhooks = 'O provedor de pagamentos de teste não envia webhooks';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'A assinatura da sua equipe já está ativa';
export const teamSeatsNotOffered = 'As assinaturas de equipe ainda não estão disponíveis';
export const teamSeatsIntro =
  'Uma única assinatura dá a cada membro ativo da equipe seu perfil do Connect e suas Estatísticas. Cada pessoa que entra adiciona uma licença na hora (o restante do mês é cobrado proporcionalmente); a licença de um membro desativado termina com o mês. Um membro que já paga pelo Connect só é cobrado por uma licença quando a assinatura dele terminar.';
export const connectFromTeam =
  'A assinatura da sua equipe inclui seu perfil do Catalyst Connect e suas Estatísticas.';
export const onlyOwnerSubscribesTeam =
  'Somente o proprietário da equipe pode iniciar a assinatura da equipe.';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'Digite um número de IVA com o prefixo do país, como DE123456789 ou FRAB123456789';
export const teamNotBilledYet =
  'A equipe ainda não tem conta de cobrança: inicie a assinatura da equipe primeiro';
export const teamNothingToCancel = 'A assinatura da equipe não está ativa';
export const noSuchInvoice = 'Fatura não encontrada';
export const teamPaymentConfirmed =
  'Pagamento recebido: a assinatura da sua equipe está ativa. Um recibo está a caminho do e-mail de cobrança.';
export const teamBillingDetailsSaved = 'Dados de cobrança salvos';
export const teamCancelAtPeriodEndIntro =
  'Cancelar interrompe a renovação: cada membro mantém o Connect até o fim do período já pago e, depois, as licenças da equipe terminam.';
export const onlyOwnerChangesTeamBilling =
  'Somente o proprietário da equipe pode alterar os dados de cobrança ou cancelar a assinatura.';
