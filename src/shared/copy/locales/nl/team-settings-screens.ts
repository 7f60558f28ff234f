// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = 'Nog geen facturen.';
export const teamInvoices = 'Facturen';
export const teamInvoiceNumber = 'Nummer';
export const teamInvoiceDate = 'Datum';
export const teamInvoiceAmount = 'Bedrag';
export const teamInvoiceColumn = 'Factuur';
export const teamInvoiceDraft = 'Concept';
export const teamInvoiceView = 'Bekijken';
export const teamCompanyLogo = 'Bedrijfslogo';
export const teamUploading = 'Uploaden...';
export const teamChangeLogo = 'Logo wijzigen';
export const teamUploadLogo = 'Logo uploaden';
export const teamRemoveLogo = 'Logo verwijderen';
export const teamCancelAtPeriodEnd = 'Opzeggen per einde periode';
export const teamCancelSubscriptionTitle = 'Abonnement van het team opzeggen';
export const teamCancelRenewalQuestion =
  'De verlenging stoppen aan het einde van de al betaalde periode?';
export const teamYesCancelAtPeriodEnd = 'Ja, opzeggen per einde periode';
export const teamNoneOnFile = 'Geen vastgelegd';
export const teamPaymentCard = 'Kaart';
export const teamPaymentMethodLabel = 'Betaalmethode:';
export const teamBillingEMail = 'Factuur-e-mail';
export const teamVatNumber = 'Btw-nummer';
export const teamBillingDetails = 'Factuurgegevens';
export const teamBillingEmailHint = 'Facturen en bonnen komen hier terecht.';
export const teamVatNumberHint = 'Met landcode; staat op de volgende facturen.';
export const teamSaveBillingDetails = 'Factuurgegevens opslaan';
export const teamSingleSignOn = 'Eenmalige aanmelding (SSO)';
export const teamSsoProtocol = 'Protocol';
export const teamRedirectUri = 'Omleidings-URI';
export const teamSsoIssuer = 'Uitgever';
export const teamClientId = 'Client-ID';
export const teamClientSecret = 'Clientgeheim';
export const teamEntityId = 'Entiteits-ID';
export const teamAcsUrl = 'ACS-URL';
export const teamMetadataUrl = 'Metadata-URL';
export const teamIdentityProviderMetadataXml = 'Metadata van de identiteitsprovider (XML)';
export const teamRequireSingleSignOn = 'Eenmalige aanmelding verplichten';
export const teamAddPeopleAtFirstSignIn = 'Mensen toevoegen bij hun eerste aanmelding';
export const teamTestSignIn = 'Aanmelding testen';
export const teamTurnOffSingleSignOn = 'Eenmalige aanmelding uitschakelen';
export const teamSsoTurnOff = 'Uitschakelen';
export const teamDeleteTeam = 'Team verwijderen';
export const teamDownloadLeadsCsv = 'Leads downloaden (CSV)';
export const teamYesDeleteTheTeam = 'Ja, team verwijderen';
export const teamDeleteConfirmName = 'Typ de naam van het team om te bevestigen';
export const teamCompanyDetailsOnEveryCard = 'Bedrijfsgegevens op elke kaart';
export const teamProfileDesignOnEveryPage = 'Profielontwerp op elke pagina';
export const teamTemplatePreview = 'Voorbeeld';
export const teamSaveTemplate = 'Sjabloon opslaan';
export const teamThemeDark = 'Donker';
export const teamThemeLight = 'Licht';
export const teamPickTheAccentColour = 'Accentkleur kiezen';
export const teamDepartmentTemplates = 'Afdelingssjablonen';
export const teamViewInvoiceLabel = icu<[number: string]>('Factuur {number} bekijken', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'Factuur {number} downloaden (pdf)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} eindigend op {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} eindigend op {last4}, verloopt {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('{field} vergrendelen', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('{label} kopiëren', 'label');
