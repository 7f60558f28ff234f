// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'Passer à Catalyst Connect';
export const upgradeSandboxNotice =
  'MODE TEST : paiements fictifs, aucune vraie carte n’est débitée.';
export const upgradeSandboxCards =
  'Utilisez 4242 4242 4242 4242 avec n’importe quelle date future et n’importe quel CVC. 4000 0000 0000 0002 est refusée.';
export const upgradeCardNumber = 'Numéro de carte';
export const upgradeExpirationDate = 'Date d’expiration';
export const upgradeExpiryPlaceholder = 'MM / AA';
export const upgradeSecurityCode = 'Code de sécurité';
export const upgradeSubmit = 'Valider';
export const upgradeDueToday = 'À payer aujourd’hui :';
export const upgradeShortTitle = 'Passer à Connect';
export const upgradePitch =
  'Personnalisez votre profil public et partagez-le avec toutes les personnes que vous rencontrez : votre carte continue de fonctionner, et votre profil Connect lui donne vie.';
export const upgradeWhatYouGet = 'Ce qui est inclus';
export const upgradeCancelAnyTimeFromSettings = 'Résiliable à tout moment depuis les Paramètres.';
export const upgradeActive = 'Votre abonnement est actif.';
export const upgradeGoToMyCards = 'Aller à Mes cartes';
export const upgradeTryAgain = 'Réessayer';
export const upgradeConfirming = 'Confirmation de votre abonnement…';
export const upgradeConfirmingSlowly =
  'Cela prend plus de temps que d’habitude. Votre abonnement sera activé dès que le paiement sera confirmé.';
export const upgradeReturnHome = 'Retour à l’accueil';
export const upgradePricePerMonth = icu<[price: number]>('{price} $ / mois', 'price');
