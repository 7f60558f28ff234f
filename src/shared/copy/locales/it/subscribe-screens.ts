// Upgrading to Catalyst Connect (/subscribe) and its payment and confirmation.
import { icu } from './language';

export const upgradeTitle = 'Passa a Catalyst Connect';
export const upgradeSandboxNotice =
  'MODALITÀ DI PROVA: pagamenti di prova, nessuna carta reale viene addebitata.';
export const upgradeSandboxCards =
  'Usa 4242 4242 4242 4242 con una data futura e un CVC qualsiasi. 4000 0000 0000 0002 viene rifiutata.';
export const upgradeCardNumber = 'Numero della carta';
export const upgradeExpirationDate = 'Data di scadenza';
export const upgradeExpiryPlaceholder = 'MM / AA';
export const upgradeSecurityCode = 'Codice di sicurezza';
export const upgradeSubmit = 'Invia';
export const upgradeDueToday = 'Da pagare oggi:';
export const upgradeShortTitle = 'Passa a Connect';
export const upgradePitch =
  'Personalizza il tuo profilo pubblico e condividilo con chiunque incontri: il biglietto continua a funzionare e il profilo Connect gli dà vita.';
export const upgradeWhatYouGet = 'Cosa include';
export const upgradeCancelAnyTimeFromSettings = 'Puoi disdire quando vuoi dalle Impostazioni.';
export const upgradeActive = 'Il tuo abbonamento è attivo.';
export const upgradeGoToMyCards = 'Vai a I miei biglietti';
export const upgradeTryAgain = 'Riprova';
export const upgradeConfirming = 'Conferma dell’abbonamento in corso...';
export const upgradeConfirmingSlowly =
  'Ci vuole più del solito. L’abbonamento si attiverà non appena il pagamento sarà confermato.';
export const upgradeReturnHome = 'Torna alla home';
export const upgradePricePerMonth = icu<[price: number]>('{price} $ al mese', 'price');
