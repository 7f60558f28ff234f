// Billing.
export const returnUrlNotAllowed = 'returnUrl doit être une adresse de cette application';
export const alreadySubscribed = 'Votre abonnement est déjà actif';
export const fixPaymentFirst =
  'Votre abonnement rencontre un problème de paiement. Veuillez mettre à jour votre moyen de paiement dans « Gérer la facturation ».';
export const nothingToCancel = 'Aucun abonnement actif à résilier';
export const noSuchPayment = 'Paiement introuvable';
export const paymentNoLongerConfirmable = 'Ce paiement ne peut plus être confirmé';
export const missingStripeSignature = 'En-tête Stripe-Signature manquant';
export const invalidSignature = 'Signature invalide';
export const sandboxSendsNoWebhooks = 'Le prestataire de paiement de test n’envoie pas de webhooks';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'L’abonnement de votre équipe est déjà actif';
export const teamSeatsNotOffered = 'Les abonnements d’équipe ne sont pas encore disponibles';
export const teamSeatsIntro =
  'Un seul abonnement donne à chaque membre actif de l’équipe son profil Connect et ses Insights. Chaque personne qui rejoint l’équipe ajoute immédiatement un siège (le reste du mois est facturé au prorata) ; le siège d’un membre désactivé prend fin avec le mois. Un membre qui paie déjà Connect n’est facturé pour un siège qu’à la fin de son propre abonnement.';
export const connectFromTeam =
  'L’abonnement de votre équipe inclut votre profil Catalyst Connect et vos Insights.';
export const onlyOwnerSubscribesTeam =
  'Seul le propriétaire de l’équipe peut souscrire l’abonnement de l’équipe.';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'Saisissez un numéro de TVA avec son préfixe pays, par exemple DE123456789 ou FRAB123456789';
export const teamNotBilledYet =
  'L’équipe n’a pas encore de compte de facturation : souscrivez d’abord l’abonnement de l’équipe';
export const teamNothingToCancel = 'L’abonnement de l’équipe n’est pas actif';
export const noSuchInvoice = 'Facture introuvable';
export const teamPaymentConfirmed =
  'Paiement reçu : l’abonnement de votre équipe est actif. Un reçu a été envoyé à l’adresse e-mail de facturation.';
export const teamBillingDetailsSaved = 'Informations de facturation enregistrées';
export const teamCancelAtPeriodEndIntro =
  'La résiliation arrête le renouvellement : chaque membre garde Connect jusqu’à la fin de la période déjà payée, puis les sièges de l’équipe prennent fin.';
export const onlyOwnerChangesTeamBilling =
  'Seul le propriétaire de l’équipe peut modifier les informations de facturation ou résilier l’abonnement.';
