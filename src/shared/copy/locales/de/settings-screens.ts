// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'Sie haben Catalyst Connect nicht abonniert.';
export const settingsBilling = 'Abrechnung';
export const settingsBillingHint =
  'Ihr Catalyst Connect-Abonnement, Rechnungen und Zahlungsmethode.';
export const settingsManageBilling = 'Abrechnung verwalten';
export const settingsCancelSubscription = 'Abonnement kündigen';
export const settingsCancelSubscriptionButton = 'Abonnement kündigen';
export const settingsYesCancel = 'Ja, kündigen';
export const settingsChangePassword = 'Passwort ändern';
export const settingsChangePasswordHint =
  'Wählen Sie ein neues Passwort mit mindestens 8 Zeichen. Ihre anderen Geräte werden abgemeldet.';
export const settingsCurrentPassword = 'Aktuelles Passwort';
export const settingsNewPassword = 'Neues Passwort';
export const settingsConfirmYourPassword = 'Passwort bestätigen';
export const settingsYesRemoveIt = 'Ja, entfernen';
export const settingsPersonalInformation = 'Persönliche Angaben';
export const settingsPersonalInformationHint = 'Der Name und die E-Mail-Adresse Ihres Kontos.';
export const settingsFirstNameRequired = 'Vorname *';
export const settingsLastNameRequired = 'Nachname *';
export const settingsEmailRequired = 'E-Mail-Adresse *';
export const settingsEmailPasswordHint =
  'Erforderlich, um Ihre E-Mail-Adresse zu ändern. Wir senden einen Link an die neue Adresse, um sie zu bestätigen.';
export const settingsActive = 'Aktiv';
export const settingsTrial = 'Testphase';
export const settingsPaymentOverdue = 'Zahlung überfällig';
export const settingsWaitingForTheFirstPayment = 'Wartet auf die erste Zahlung';
export const settingsExpiredBeforePayment = 'Vor der Zahlung abgelaufen';
export const settingsCanceled = 'Gekündigt';
export const settingsUnpaid = 'Unbezahlt';
export const settingsPaused = 'Pausiert';
export const settingsBillingPortal = 'Abrechnungsportal';
export const settingsSandboxNotice =
  'Testmodus: Sandbox-Zahlungen. Keine echte Karte wird belastet.';
export const settingsPlan = 'Tarif';
export const settingsStatus = 'Status';
export const settingsNotSubscribed = 'Nicht abonniert';
export const settingsNextPayment = 'Nächste Zahlung';
export const settingsEndsOn = 'Endet am';
export const settingsBackToSettings = 'Zurück zu den Einstellungen';
export const settingsProfileAndSettings = 'Profil und Einstellungen';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'Ihr Abonnement ist gekündigt und endet am {date}. Ihr Connect-Profil bleibt bis dahin online.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>(
  'Catalyst Connect, {price} $ / Monat',
  'price',
);
export const settingsNextPaymentOn = icu<[date: string]>('nächste Zahlung am {date}', 'date');
