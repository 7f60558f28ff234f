// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'Faça upgrade para o Catalyst Connect';
export const upgradeSandboxNotice =
  'MODO DE TESTE: pagamentos de teste, nenhum cartão real é cobrado.';
export const upgradeSandboxCards =
  'Use 4242 4242 4242 4242 com qualquer data futura e qualquer CVC. 4000 0000 0000 0002 é recusado.';
export const upgradeCardNumber = 'Número do cartão';
export const upgradeExpirationDate = 'Data de validade';
export const upgradeExpiryPlaceholder = 'MM / AA';
export const upgradeSecurityCode = 'Código de segurança';
export const upgradeSubmit = 'Enviar';
export const upgradeDueToday = 'Valor de hoje:';
export const upgradeShortTitle = 'Upgrade';
export const upgradePitch =
  'Personalize seu perfil público e compartilhe com todas as pessoas que você conhecer: seu cartão continua funcionando, e seu perfil Connect dá vida a ele.';
export const upgradeWhatYouGet = 'O que você recebe';
export const upgradeCancelAnyTimeFromSettings = 'Cancele quando quiser em Configurações.';
export const upgradeActive = 'Sua assinatura está ativa.';
export const upgradeGoToMyCards = 'Ir para Meus cartões';
export const upgradeTryAgain = 'Tentar de novo';
export const upgradeConfirming = 'Confirmando sua assinatura...';
export const upgradeConfirmingSlowly =
  'Isso está demorando mais que o normal. Sua assinatura será ativada assim que o pagamento for confirmado.';
export const upgradeReturnHome = 'Voltar ao início';
export const upgradePricePerMonth = icu<[price: number]>('US$ {price}/mês', 'price');
