// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

// The team’s invoices (/team/billing).
export const teamNoInvoicesYet = 'No invoices yet.';
export const teamInvoices = 'Invoices';
export const teamInvoiceNumber = 'Number';
export const teamInvoiceDate = 'Date';
export const teamInvoiceAmount = 'Amount';
export const teamInvoiceColumn = 'Invoice';
export const teamInvoiceDraft = 'Draft';
export const teamInvoiceView = 'View';

// The template’s company logo.
export const teamCompanyLogo = 'Company logo';
export const teamUploading = 'Uploading...';
export const teamChangeLogo = 'Change logo';
export const teamUploadLogo = 'Upload logo';
export const teamRemoveLogo = 'Remove logo';

// Cancelling the team’s subscription.
export const teamCancelAtPeriodEnd = 'Cancel at period end';
export const teamCancelSubscriptionTitle = "Cancel the team's subscription";
export const teamCancelRenewalQuestion = 'Stop the renewal at the end of the period already paid?';
export const teamYesCancelAtPeriodEnd = 'Yes, cancel at period end';

// The team’s billing details (/team/billing).
export const teamNoneOnFile = 'None on file';
export const teamPaymentCard = 'Card';
export const teamPaymentMethodLabel = 'Payment method:';
export const teamBillingEMail = 'Billing e-mail';
export const teamVatNumber = 'VAT number';
export const teamBillingDetails = 'Billing details';
export const teamBillingEmailHint = 'Invoices and receipts go here.';
export const teamVatNumberHint = 'With its country prefix; printed on the next invoices.';
export const teamSaveBillingDetails = 'Save billing details';

// Single sign-on (/team/sign-in).
export const teamSingleSignOn = 'Single sign-on';
export const teamSsoProtocol = 'Protocol';
export const teamRedirectUri = 'Redirect URI';
export const teamSsoIssuer = 'Issuer';
export const teamClientId = 'Client ID';
export const teamClientSecret = 'Client secret';
export const teamEntityId = 'Entity ID';
export const teamAcsUrl = 'ACS URL';
export const teamMetadataUrl = 'Metadata URL';
export const teamIdentityProviderMetadataXml = 'Identity provider metadata (XML)';
export const teamRequireSingleSignOn = 'Require single sign-on';
export const teamAddPeopleAtFirstSignIn = 'Add people at first sign-in';
export const teamTestSignIn = 'Test sign-in';
export const teamTurnOffSingleSignOn = 'Turn off single sign-on';
export const teamSsoTurnOff = 'Turn off';

// Deleting the team.
export const teamDeleteTeam = 'Delete team';
export const teamDownloadLeadsCsv = 'Download leads (CSV)';
export const teamYesDeleteTheTeam = 'Yes, delete the team';
export const teamDeleteConfirmName = "Type the team's name to confirm";

// The template editor (/team/template).
export const teamCompanyDetailsOnEveryCard = 'Company details on every card';
export const teamProfileDesignOnEveryPage = 'Profile design on every page';
export const teamTemplatePreview = 'Preview';
export const teamSaveTemplate = 'Save template';

// The template’s profile design.
export const teamThemeDark = 'Dark';
export const teamThemeLight = 'Light';
export const teamPickTheAccentColour = 'Pick the accent colour';

// The links to the departments’ templates.
export const teamDepartmentTemplates = 'Department templates';

// Sentences with values on these screens.
export const teamViewInvoiceLabel = icu<[number: string]>('View invoice {number}', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'Download invoice {number} (PDF)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} ending in {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} ending in {last4}, expires {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('Lock {field}', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('Copy {label}', 'label');
