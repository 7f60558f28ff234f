// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = 'Ancora nessuna fattura.';
export const teamInvoices = 'Fatture';
export const teamInvoiceNumber = 'Numero';
export const teamInvoiceDate = 'Data';
export const teamInvoiceAmount = 'Importo';
export const teamInvoiceColumn = 'Fattura';
export const teamInvoiceDraft = 'Bozza';
export const teamInvoiceView = 'Visualizza';
export const teamCompanyLogo = 'Logo aziendale';
export const teamUploading = 'Caricamento...';
export const teamChangeLogo = 'Cambia logo';
export const teamUploadLogo = 'Carica logo';
export const teamRemoveLogo = 'Rimuovi logo';
export const teamCancelAtPeriodEnd = 'Disdici a fine periodo';
export const teamCancelSubscriptionTitle = 'Disdici l’abbonamento del team';
export const teamCancelRenewalQuestion =
  'Interrompere il rinnovo alla fine del periodo già pagato?';
export const teamYesCancelAtPeriodEnd = 'Sì, disdici a fine periodo';
export const teamNoneOnFile = 'Nessuno registrato';
export const teamPaymentCard = 'Carta';
export const teamPaymentMethodLabel = 'Metodo di pagamento:';
export const teamBillingEMail = 'Email di fatturazione';
export const teamVatNumber = 'Partita IVA';
export const teamBillingDetails = 'Dati di fatturazione';
export const teamBillingEmailHint = 'Fatture e ricevute arrivano qui.';
export const teamVatNumberHint = 'Con il prefisso del paese; compare sulle prossime fatture.';
export const teamSaveBillingDetails = 'Salva dati di fatturazione';
export const teamSingleSignOn = 'Single Sign-On';
export const teamSsoProtocol = 'Protocollo';
export const teamRedirectUri = 'URI di reindirizzamento';
export const teamSsoIssuer = 'Emittente';
export const teamClientId = 'ID client';
export const teamClientSecret = 'Segreto client';
export const teamEntityId = 'ID entità';
export const teamAcsUrl = 'URL ACS';
export const teamMetadataUrl = 'URL dei metadati';
export const teamIdentityProviderMetadataXml = 'Metadati del provider di identità (XML)';
export const teamRequireSingleSignOn = 'Richiedi il Single Sign-On';
export const teamAddPeopleAtFirstSignIn = 'Aggiungi le persone al primo accesso';
export const teamTestSignIn = 'Prova l’accesso';
export const teamTurnOffSingleSignOn = 'Disattiva il Single Sign-On';
export const teamSsoTurnOff = 'Disattiva';
export const teamDeleteTeam = 'Elimina team';
export const teamDownloadLeadsCsv = 'Scarica i lead (CSV)';
export const teamYesDeleteTheTeam = 'Sì, elimina il team';
export const teamDeleteConfirmName = 'Digita il nome del team per confermare';
export const teamCompanyDetailsOnEveryCard = 'Dati aziendali su ogni biglietto';
export const teamProfileDesignOnEveryPage = 'Design del profilo su ogni pagina';
export const teamTemplatePreview = 'Anteprima';
export const teamSaveTemplate = 'Salva modello';
export const teamThemeDark = 'Scuro';
export const teamThemeLight = 'Chiaro';
export const teamPickTheAccentColour = 'Scegli il colore di accento';
export const teamDepartmentTemplates = 'Modelli dei reparti';
export const teamViewInvoiceLabel = icu<[number: string]>(
  'Visualizza la fattura {number}',
  'number',
);
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'Scarica la fattura {number} (PDF)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} che termina con {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} che termina con {last4}, scade a {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('Blocca {field}', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('Copia {label}', 'label');
