// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'Upgrade auf Catalyst Connect';
export const upgradeSandboxNotice =
  'TESTMODUS: Sandbox-Zahlungen, keine echte Karte wird belastet.';
export const upgradeSandboxCards =
  'Verwenden Sie 4242 4242 4242 4242 mit einem beliebigen zukünftigen Datum und einer beliebigen Prüfnummer. 4000 0000 0000 0002 wird abgelehnt.';
export const upgradeCardNumber = 'Kartennummer';
export const upgradeExpirationDate = 'Ablaufdatum';
export const upgradeExpiryPlaceholder = 'MM / JJ';
export const upgradeSecurityCode = 'Prüfnummer';
export const upgradeSubmit = 'Absenden';
export const upgradeDueToday = 'Heute fällig:';
export const upgradeShortTitle = 'Upgrade';
export const upgradePitch =
  'Gestalten Sie Ihr öffentliches Profil und teilen Sie es mit allen, denen Sie begegnen: Ihre Karte funktioniert weiter, und Ihr Connect-Profil erweckt sie zum Leben.';
export const upgradeWhatYouGet = 'Das ist enthalten';
export const upgradeCancelAnyTimeFromSettings = 'Jederzeit in den Einstellungen kündbar.';
export const upgradeActive = 'Ihr Abonnement ist aktiv.';
export const upgradeGoToMyCards = 'Zu „Meine Karten“';
export const upgradeTryAgain = 'Erneut versuchen';
export const upgradeConfirming = 'Ihr Abonnement wird bestätigt …';
export const upgradeConfirmingSlowly =
  'Das dauert länger als üblich. Ihr Abonnement wird aktiviert, sobald die Zahlung bestätigt ist.';
export const upgradeReturnHome = 'Zur Startseite';
export const upgradePricePerMonth = icu<[price: number]>('{price} $ / Monat', 'price');
