// Profile and settings (/settings) and the billing portal (/settings/billing).
import { icu } from './language';

export const settingsNotSubscribedSentence = 'Non hai un abbonamento a Catalyst Connect.';
export const settingsBilling = 'Fatturazione';
export const settingsBillingHint =
  'Il tuo abbonamento a Catalyst Connect, le fatture e il metodo di pagamento.';
export const settingsManageBilling = 'Gestisci fatturazione';
export const settingsCancelSubscription = 'Disdici abbonamento';
export const settingsCancelSubscriptionButton = 'Disdici abbonamento';
export const settingsYesCancel = 'Sì, disdici';
export const settingsChangePassword = 'Cambia password';
export const settingsChangePasswordHint =
  'Scegli una nuova password di almeno 8 caratteri. Gli altri dispositivi verranno disconnessi.';
export const settingsCurrentPassword = 'Password attuale';
export const settingsNewPassword = 'Nuova password';
export const settingsConfirmYourPassword = 'Conferma la password';
export const settingsYesRemoveIt = 'Sì, rimuovila';
export const settingsPersonalInformation = 'Informazioni personali';
export const settingsPersonalInformationHint = 'Il nome e l’indirizzo email del tuo account.';
export const settingsFirstNameRequired = 'Nome *';
export const settingsLastNameRequired = 'Cognome *';
export const settingsEmailRequired = 'Indirizzo email *';
export const settingsEmailPasswordHint =
  'Necessaria per cambiare l’indirizzo email. Invieremo un link al nuovo indirizzo per confermarlo.';
export const settingsActive = 'Attivo';
export const settingsTrial = 'Prova';
export const settingsPaymentOverdue = 'Pagamento scaduto';
export const settingsWaitingForTheFirstPayment = 'In attesa del primo pagamento';
export const settingsExpiredBeforePayment = 'Scaduto prima del pagamento';
export const settingsCanceled = 'Disdetto';
export const settingsUnpaid = 'Non pagato';
export const settingsPaused = 'In pausa';
export const settingsBillingPortal = 'Portale di fatturazione';
export const settingsSandboxNotice =
  'Modalità di prova: pagamenti di prova. Nessuna carta reale viene addebitata.';
export const settingsPlan = 'Piano';
export const settingsStatus = 'Stato';
export const settingsNotSubscribed = 'Nessun abbonamento';
export const settingsNextPayment = 'Prossimo pagamento';
export const settingsEndsOn = 'Termina il';
export const settingsBackToSettings = 'Torna alle Impostazioni';
export const settingsProfileAndSettings = 'Profilo e impostazioni';
export const settingsSubscriptionEnds = icu<[date: string]>(
  'Il tuo abbonamento è disdetto e termina il {date}. Il profilo Connect resta online fino ad allora.',
  'date',
);
export const settingsPlanPrice = icu<[price: number]>(
  'Catalyst Connect, {price} $ al mese',
  'price',
);
export const settingsNextPaymentOn = icu<[date: string]>('prossimo pagamento il {date}', 'date');
