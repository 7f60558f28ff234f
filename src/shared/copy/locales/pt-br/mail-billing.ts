import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'Seu recibo do Catalyst Connect: {amount} em {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  'Recebemos seu pagamento de {amount}.',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'Recebemos seu pagamento de {amount} pelo Catalyst Connect (plano mensal) em {paidOn}. Obrigado!',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Seu perfil Connect está pago até {until} e é renovado todo mês.',
  'until',
);
export const mailReceiptRenews = 'Seu perfil Connect é renovado todo mês.';
export const mailReceiptCancel =
  'Para cancelar, abra Configurações, depois Cobrança, e escolha Cancelar assinatura. Seu perfil continua no ar até o fim do período pago; depois, a página do seu cartão mostra suas informações básicas nos mesmos endereços.';
export const mailManageBilling = 'Gerenciar cobrança';
export const mailKeepReceipt = 'Guarde este e-mail como recibo.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'Seu recibo do Catalyst Connect: {amount} em {paidOn} para {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  'Recebemos o pagamento de {amount} da equipe {team}.',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  'Recebemos o pagamento de {amount} da equipe {team} por vagas de equipe do Catalyst Connect ({seats, plural, one {# vaga} other {# vagas}}, plano mensal) em {paidOn}. Obrigado!',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'Número da fatura: {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'As vagas da equipe estão pagas até {until} e são renovadas todo mês.',
  'until',
);
export const mailTeamRenews = 'As vagas da equipe são renovadas todo mês.';
export const mailTeamBillingWhere =
  'O proprietário da equipe encontra todas as faturas, o e-mail de cobrança, o número fiscal e o botão de cancelar na aba Cobrança da área Equipe.';
export const mailOpenTeamBilling = 'Abrir cobrança da equipe';
