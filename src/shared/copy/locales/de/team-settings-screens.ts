// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = 'Noch keine Rechnungen.';
export const teamInvoices = 'Rechnungen';
export const teamInvoiceNumber = 'Nummer';
export const teamInvoiceDate = 'Datum';
export const teamInvoiceAmount = 'Betrag';
export const teamInvoiceColumn = 'Rechnung';
export const teamInvoiceDraft = 'Entwurf';
export const teamInvoiceView = 'Ansehen';
export const teamCompanyLogo = 'Firmenlogo';
export const teamUploading = 'Wird hochgeladen …';
export const teamChangeLogo = 'Logo ändern';
export const teamUploadLogo = 'Logo hochladen';
export const teamRemoveLogo = 'Logo entfernen';
export const teamCancelAtPeriodEnd = 'Zum Ende des Zeitraums kündigen';
export const teamCancelSubscriptionTitle = 'Abonnement des Teams kündigen';
export const teamCancelRenewalQuestion =
  'Die Verlängerung zum Ende des bereits bezahlten Zeitraums beenden?';
export const teamYesCancelAtPeriodEnd = 'Ja, zum Ende des Zeitraums kündigen';
export const teamNoneOnFile = 'Keine hinterlegt';
export const teamPaymentCard = 'Karte';
export const teamPaymentMethodLabel = 'Zahlungsmethode:';
export const teamBillingEMail = 'Rechnungs-E-Mail';
export const teamVatNumber = 'USt-IdNr.';
export const teamBillingDetails = 'Rechnungsangaben';
export const teamBillingEmailHint = 'Rechnungen und Belege gehen an diese Adresse.';
export const teamVatNumberHint = 'Mit Länderkennung; erscheint auf den nächsten Rechnungen.';
export const teamSaveBillingDetails = 'Rechnungsangaben speichern';
export const teamSingleSignOn = 'Single Sign-on';
export const teamSsoProtocol = 'Protokoll';
export const teamRedirectUri = 'Weiterleitungs-URI';
export const teamSsoIssuer = 'Aussteller';
export const teamClientId = 'Client-ID';
export const teamClientSecret = 'Client-Secret';
export const teamEntityId = 'Entity-ID';
export const teamAcsUrl = 'ACS-URL';
export const teamMetadataUrl = 'Metadaten-URL';
export const teamIdentityProviderMetadataXml = 'Metadaten des Identitätsanbieters (XML)';
export const teamRequireSingleSignOn = 'Single Sign-on verpflichtend machen';
export const teamAddPeopleAtFirstSignIn = 'Personen bei der ersten Anmeldung hinzufügen';
export const teamTestSignIn = 'Anmeldung testen';
export const teamTurnOffSingleSignOn = 'Single Sign-on ausschalten';
export const teamSsoTurnOff = 'Ausschalten';
export const teamDeleteTeam = 'Team löschen';
export const teamDownloadLeadsCsv = 'Leads herunterladen (CSV)';
export const teamYesDeleteTheTeam = 'Ja, Team löschen';
export const teamDeleteConfirmName = 'Geben Sie zur Bestätigung den Namen des Teams ein';
export const teamCompanyDetailsOnEveryCard = 'Firmenangaben auf jeder Karte';
export const teamProfileDesignOnEveryPage = 'Profildesign auf jeder Seite';
export const teamTemplatePreview = 'Vorschau';
export const teamSaveTemplate = 'Vorlage speichern';
export const teamThemeDark = 'Dunkel';
export const teamThemeLight = 'Hell';
export const teamPickTheAccentColour = 'Akzentfarbe wählen';
export const teamDepartmentTemplates = 'Abteilungsvorlagen';
export const teamViewInvoiceLabel = icu<[number: string]>('Rechnung {number} ansehen', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'Rechnung {number} herunterladen (PDF)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} mit Endziffern {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} mit Endziffern {last4}, gültig bis {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('{field} sperren', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('{label} kopieren', 'label');
