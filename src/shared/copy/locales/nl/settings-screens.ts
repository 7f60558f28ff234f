// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'Je hebt geen abonnement op Catalyst Connect.';
export const settingsBilling = 'Facturering';
export const settingsBillingHint = 'Je Catalyst Connect-abonnement, facturen en betaalmethode.';
export const settingsManageBilling = 'Facturering beheren';
export const settingsCancelSubscription = 'Abonnement opzeggen';
export const settingsCancelSubscriptionButton = 'Abonnement opzeggen';
export const settingsYesCancel = 'Ja, opzeggen';
export const settingsChangePassword = 'Wachtwoord wijzigen';
export const settingsChangePasswordHint =
  'Kies een nieuw wachtwoord van minstens 8 tekens. Je andere apparaten worden afgemeld.';
export const settingsCurrentPassword = 'Huidig wachtwoord';
export const settingsNewPassword = 'Nieuw wachtwoord';
export const settingsConfirmYourPassword = 'Bevestig je wachtwoord';
export const settingsYesRemoveIt = 'Ja, verwijderen';
export const settingsPersonalInformation = 'Persoonlijke gegevens';
export const settingsPersonalInformationHint = 'De naam en het e-mailadres van je account.';
export const settingsFirstNameRequired = 'Voornaam *';
export const settingsLastNameRequired = 'Achternaam *';
export const settingsEmailRequired = 'E-mailadres *';
export const settingsEmailPasswordHint =
  'Nodig om je e-mailadres te wijzigen. We sturen een link naar het nieuwe adres om het te bevestigen.';
export const settingsActive = 'Actief';
export const settingsTrial = 'Proefperiode';
export const settingsPaymentOverdue = 'Betaling achterstallig';
export const settingsWaitingForTheFirstPayment = 'Wacht op de eerste betaling';
export const settingsExpiredBeforePayment = 'Verlopen vóór betaling';
export const settingsCanceled = 'Opgezegd';
export const settingsUnpaid = 'Onbetaald';
export const settingsPaused = 'Gepauzeerd';
export const settingsBillingPortal = 'Factureringsportaal';
export const settingsSandboxNotice = 'Testmodus: testbetalingen. Er wordt geen echte kaart belast.';
export const settingsPlan = 'Abonnement';
export const settingsStatus = 'Status';
export const settingsNotSubscribed = 'Geen abonnement';
export const settingsNextPayment = 'Volgende betaling';
export const settingsEndsOn = 'Eindigt op';
export const settingsBackToSettings = 'Terug naar Instellingen';
export const settingsProfileAndSettings = 'Profiel en instellingen';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'Je abonnement is opgezegd en eindigt op {date}. Je Connect-profiel blijft tot dan online.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>(
  'Catalyst Connect, $ {price} per maand',
  'price',
);
export const settingsNextPaymentOn = icu<[date: string]>('volgende betaling op {date}', 'date');
