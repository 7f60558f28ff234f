// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = 'Nenhuma fatura ainda.';
export const teamInvoices = 'Faturas';
export const teamInvoiceNumber = 'Número';
export const teamInvoiceDate = 'Data';
export const teamInvoiceAmount = 'Valor';
export const teamInvoiceColumn = 'Fatura';
export const teamInvoiceDraft = 'Rascunho';
export const teamInvoiceView = 'Ver';
export const teamCompanyLogo = 'Logo da empresa';
export const teamUploading = 'Enviando...';
export const teamChangeLogo = 'Trocar logo';
export const teamUploadLogo = 'Enviar logo';
export const teamRemoveLogo = 'Remover logo';
export const teamCancelAtPeriodEnd = 'Cancelar no fim do período';
export const teamCancelSubscriptionTitle = 'Cancelar a assinatura da equipe';
export const teamCancelRenewalQuestion = 'Interromper a renovação no fim do período já pago?';
export const teamYesCancelAtPeriodEnd = 'Sim, cancelar no fim do período';
export const teamNoneOnFile = 'Nenhuma cadastrada';
export const teamPaymentCard = 'Cartão';
export const teamPaymentMethodLabel = 'Forma de pagamento:';
export const teamBillingEMail = 'E-mail de cobrança';
export const teamVatNumber = 'Número de IVA';
export const teamBillingDetails = 'Dados de cobrança';
export const teamBillingEmailHint = 'Faturas e recibos são enviados para cá.';
export const teamVatNumberHint = 'Com o prefixo do país; aparece nas próximas faturas.';
export const teamSaveBillingDetails = 'Salvar dados de cobrança';
export const teamSingleSignOn = 'Login único';
export const teamSsoProtocol = 'Protocolo';
export const teamRedirectUri = 'URI de redirecionamento';
export const teamSsoIssuer = 'Emissor';
export const teamClientId = 'ID do cliente';
export const teamClientSecret = 'Segredo do cliente';
export const teamEntityId = 'ID da entidade';
export const teamAcsUrl = 'URL do ACS';
export const teamMetadataUrl = 'URL de metadados';
export const teamIdentityProviderMetadataXml = 'Metadados do provedor de identidade (XML)';
export const teamRequireSingleSignOn = 'Exigir login único';
export const teamAddPeopleAtFirstSignIn = 'Adicionar pessoas no primeiro login';
export const teamTestSignIn = 'Testar login';
export const teamTurnOffSingleSignOn = 'Desativar o login único';
export const teamSsoTurnOff = 'Desativar';
export const teamDeleteTeam = 'Excluir equipe';
export const teamDownloadLeadsCsv = 'Baixar leads (CSV)';
export const teamYesDeleteTheTeam = 'Sim, excluir a equipe';
export const teamDeleteConfirmName = 'Digite o nome da equipe para confirmar';
export const teamCompanyDetailsOnEveryCard = 'Dados da empresa em cada cartão';
export const teamProfileDesignOnEveryPage = 'Design do perfil em cada página';
export const teamTemplatePreview = 'Prévia';
export const teamSaveTemplate = 'Salvar modelo';
export const teamThemeDark = 'Escuro';
export const teamThemeLight = 'Claro';
export const teamPickTheAccentColour = 'Escolher a cor de destaque';
export const teamDepartmentTemplates = 'Modelos dos departamentos';
export const teamViewInvoiceLabel = icu<[number: string]>('Ver a fatura {number}', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'Baixar a fatura {number} (PDF)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} com final {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} com final {last4}, vence em {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('Bloquear {field}', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('Copiar {label}', 'label');
