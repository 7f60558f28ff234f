import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'Votre reçu Catalyst Connect : {amount} le {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  'Nous avons bien reçu votre paiement de {amount}.',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'Nous avons bien reçu votre paiement de {amount} pour Catalyst Connect (formule mensuelle) le {paidOn}. Merci !',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Votre profil Connect est payé jusqu’au {until} et se renouvelle chaque mois.',
  'until',
);
export const mailReceiptRenews = 'Votre profil Connect se renouvelle chaque mois.';
export const mailReceiptCancel =
  'Pour résilier, ouvrez Paramètres, puis Facturation, et choisissez Résilier l’abonnement. Votre profil reste en ligne jusqu’à la fin de la période payée ; ensuite, la page de votre carte affiche vos informations de base aux mêmes adresses.';
export const mailManageBilling = 'Gérer la facturation';
export const mailKeepReceipt = 'Conservez cet e-mail comme reçu.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'Votre reçu Catalyst Connect : {amount} le {paidOn} pour {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  'Nous avons bien reçu le paiement de {amount} de {team}.',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  'Nous avons bien reçu le paiement de {amount} de {team} pour des places d’équipe Catalyst Connect ({seats, plural, one {# place} other {# places}}, formule mensuelle) le {paidOn}. Merci !',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'Numéro de facture : {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'Les places de l’équipe sont payées jusqu’au {until} et se renouvellent chaque mois.',
  'until',
);
export const mailTeamRenews = 'Les places de l’équipe se renouvellent chaque mois.';
export const mailTeamBillingWhere =
  'Le propriétaire de l’équipe trouve toutes les factures, l’e-mail de facturation, le numéro de TVA et le bouton de résiliation dans l’onglet Facturation de l’espace Équipe.';
export const mailOpenTeamBilling = 'Ouvrir la facturation de l’équipe';
