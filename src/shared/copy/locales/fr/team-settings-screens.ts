// The Team area’s settings: the template, billing, invoices, single sign-on, deleting the team.
import { icu } from './language';

export const teamNoInvoicesYet = 'Aucune facture pour l’instant.';
export const teamInvoices = 'Factures';
export const teamInvoiceNumber = 'Numéro';
export const teamInvoiceDate = 'Date';
export const teamInvoiceAmount = 'Montant';
export const teamInvoiceColumn = 'Facture';
export const teamInvoiceDraft = 'Brouillon';
export const teamInvoiceView = 'Voir';
export const teamCompanyLogo = 'Logo de l’entreprise';
export const teamUploading = 'Envoi…';
export const teamChangeLogo = 'Changer le logo';
export const teamUploadLogo = 'Importer un logo';
export const teamRemoveLogo = 'Retirer le logo';
export const teamCancelAtPeriodEnd = 'Résilier en fin de période';
export const teamCancelSubscriptionTitle = 'Résilier l’abonnement de l’équipe';
export const teamCancelRenewalQuestion =
  'Arrêter le renouvellement à la fin de la période déjà payée ?';
export const teamYesCancelAtPeriodEnd = 'Oui, résilier en fin de période';
export const teamNoneOnFile = 'Aucun enregistré';
export const teamPaymentCard = 'Carte';
export const teamPaymentMethodLabel = 'Moyen de paiement :';
export const teamBillingEMail = 'E-mail de facturation';
export const teamVatNumber = 'Numéro de TVA';
export const teamBillingDetails = 'Informations de facturation';
export const teamBillingEmailHint = 'Les factures et reçus sont envoyés ici.';
export const teamVatNumberHint = 'Avec son préfixe pays ; figure sur les prochaines factures.';
export const teamSaveBillingDetails = 'Enregistrer les informations de facturation';
export const teamSingleSignOn = 'Authentification unique';
export const teamSsoProtocol = 'Protocole';
export const teamRedirectUri = 'URI de redirection';
export const teamSsoIssuer = 'Émetteur';
export const teamClientId = 'ID client';
export const teamClientSecret = 'Secret client';
export const teamEntityId = 'ID d’entité';
export const teamAcsUrl = 'URL ACS';
export const teamMetadataUrl = 'URL des métadonnées';
export const teamIdentityProviderMetadataXml = 'Métadonnées du fournisseur d’identité (XML)';
export const teamRequireSingleSignOn = 'Exiger l’authentification unique';
export const teamAddPeopleAtFirstSignIn = 'Ajouter les personnes à leur première connexion';
export const teamTestSignIn = 'Tester la connexion';
export const teamTurnOffSingleSignOn = 'Désactiver l’authentification unique';
export const teamSsoTurnOff = 'Désactiver';
export const teamDeleteTeam = 'Supprimer l’équipe';
export const teamDownloadLeadsCsv = 'Télécharger les prospects (CSV)';
export const teamYesDeleteTheTeam = 'Oui, supprimer l’équipe';
export const teamDeleteConfirmName = 'Saisissez le nom de l’équipe pour confirmer';
export const teamCompanyDetailsOnEveryCard = 'Informations de l’entreprise sur chaque carte';
export const teamProfileDesignOnEveryPage = 'Design du profil sur chaque page';
export const teamTemplatePreview = 'Aperçu';
export const teamSaveTemplate = 'Enregistrer le modèle';
export const teamThemeDark = 'Sombre';
export const teamThemeLight = 'Clair';
export const teamPickTheAccentColour = 'Choisir la couleur d’accent';
export const teamDepartmentTemplates = 'Modèles des services';
export const teamViewInvoiceLabel = icu<[number: string]>('Voir la facture {number}', 'number');
export const teamDownloadInvoiceLabel = icu<[number: string]>(
  'Télécharger la facture {number} (PDF)',
  'number',
);
export const teamCardEnding = icu<[brand: string, last4: string]>(
  '{brand} se terminant par {last4}',
  'brand',
  'last4',
);
export const teamCardEndingExpiring = icu<[brand: string, last4: string, expiry: string]>(
  '{brand} se terminant par {last4}, expire en {expiry}',
  'brand',
  'last4',
  'expiry',
);
export const teamLockField = icu<[field: string]>('Verrouiller {field}', 'field');
export const teamSsoCopyLabel = icu<[label: string]>('Copier {label}', 'label');
