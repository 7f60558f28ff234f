// The original wording, reproduced exactly (docs/product.md#wording), typos included.
export const invalidLogin = 'Inloggen mislukt';
export const emailMissing = 'Vul een e-mailadres in om in te loggen';
export const unexpectedLoadError = 'Onverwachte fout bij het laden van je gegevens';
export const genericSettingsFailure = 'Sorry, er werkt iets niet.';
export const saved = 'Opgeslagen!';
export const passwordUpdated = 'Wachtwoord bijgewerkt';
export const passwordsDoNotMatch = 'De wachtwoorden komen niet overeen';
export const passwordTooShort = 'Minimaal 8 tekens';
export const invalidEmail = 'Vul een geldig e-mailadres in';
export const emailTaken = 'Dit e-mailadres wordt al door een ander account gebruikt';
export const tooManyLoginAttempts =
  'Te veel inlogpogingen. Wacht een paar minuten en probeer het opnieuw.';
export const unauthorized = 'Je moet ingelogd zijn om dat te doen';
export const sessionExpired = 'Je sessie is verlopen. Log opnieuw in.';
export const failedToFindCustomer = 'Klant niet gevonden';
export const failedToUpgrade = 'Upgraden mislukt';
export const failedToCreateBillingPortal = 'Kan geen sessie voor het factuurportaal aanmaken';
export const failedToConfirmSubscription = 'Kan het abonnement niet bevestigen';
export const failedToCancelSubscription = 'Kan het abonnement niet opzeggen';
export const subscriptionCanceled = 'Abonnement opgezegd. Je sessie wordt opnieuw geladen...';
export const subscriptionConfirmed = 'Betaling ontvangen. Welkom bij Catalyst Connect!';
export const cancelSubscriptionQuestion = 'Weet je zeker dat je je abonnement wilt opzeggen?';
export const paymentFormLoadFailed = 'Kan de betaalgegevens niet laden. Vernieuw de pagina';
export const invalidVerificationLink = 'Deze verificatielink is ongeldig of verlopen';
export const accountAlreadyCreated = 'Dit account is al ingesteld. Log in.';
export const invitationEmailMismatch =
  'Gebruik het e-mailadres waarnaar de uitnodiging is verstuurd';
export const invalidResetLink =
  'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen';
/** The reset page, when its link is checked on opening and no longer works. */
export const resetLinkExpiredOrUsed = 'Deze link is verlopen of al gebruikt';
export const tooManyResetRequests =
  'Te veel verzoeken om je wachtwoord opnieuw in te stellen. Wacht even en probeer het opnieuw.';
export const somethingNotWorking = 'Er klopt iets niet helemaal';
export const resetEmailOnTheWay = 'De e-mail om je wachtwoord opnieuw in te stellen is onderweg!';
export const passwordSaved = 'Wachtwoord opgeslagen! Log opnieuw in';
export const accountCreated = 'Account aangemaakt! Je wordt doorgestuurd naar inloggen...';
export const accountCreationFailed = 'Kan het account niet aanmaken. Probeer het opnieuw.';
