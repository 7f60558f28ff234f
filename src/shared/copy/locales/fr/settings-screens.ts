// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'Vous n’êtes pas abonné à Catalyst Connect.';
export const settingsBilling = 'Facturation';
export const settingsBillingHint =
  'Votre abonnement Catalyst Connect, vos factures et votre moyen de paiement.';
export const settingsManageBilling = 'Gérer la facturation';
export const settingsCancelSubscription = 'Résilier l’abonnement';
export const settingsCancelSubscriptionButton = 'Résilier l’abonnement';
export const settingsYesCancel = 'Oui, résilier';
export const settingsChangePassword = 'Changer le mot de passe';
export const settingsChangePasswordHint =
  'Choisissez un nouveau mot de passe d’au moins 8 caractères. Vos autres appareils seront déconnectés.';
export const settingsCurrentPassword = 'Mot de passe actuel';
export const settingsNewPassword = 'Nouveau mot de passe';
export const settingsConfirmYourPassword = 'Confirmez votre mot de passe';
export const settingsYesRemoveIt = 'Oui, la supprimer';
export const settingsPersonalInformation = 'Informations personnelles';
export const settingsPersonalInformationHint = 'Le nom et l’adresse e-mail de votre compte.';
export const settingsFirstNameRequired = 'Prénom *';
export const settingsLastNameRequired = 'Nom *';
export const settingsEmailRequired = 'Adresse e-mail *';
export const settingsEmailPasswordHint =
  'Nécessaire pour changer votre adresse e-mail. Nous enverrons un lien à la nouvelle adresse pour la confirmer.';
export const settingsActive = 'Actif';
export const settingsTrial = 'Essai';
export const settingsPaymentOverdue = 'Paiement en retard';
export const settingsWaitingForTheFirstPayment = 'En attente du premier paiement';
export const settingsExpiredBeforePayment = 'Expiré avant le paiement';
export const settingsCanceled = 'Résilié';
export const settingsUnpaid = 'Impayé';
export const settingsPaused = 'En pause';
export const settingsBillingPortal = 'Portail de facturation';
export const settingsSandboxNotice =
  'Mode test : paiements fictifs. Aucune vraie carte n’est débitée.';
export const settingsPlan = 'Formule';
export const settingsStatus = 'Statut';
export const settingsNotSubscribed = 'Non abonné';
export const settingsNextPayment = 'Prochain paiement';
export const settingsEndsOn = 'Prend fin le';
export const settingsBackToSettings = 'Retour aux paramètres';
export const settingsProfileAndSettings = 'Profil et paramètres';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'Votre abonnement est résilié et prend fin le {date}. Votre profil Connect reste en ligne jusque-là.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>(
  'Catalyst Connect, {price} $ / mois',
  'price',
);
export const settingsNextPaymentOn = icu<[date: string]>('prochain paiement le {date}', 'date');
