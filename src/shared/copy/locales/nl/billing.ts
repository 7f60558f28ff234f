// Billing.
export const returnUrlNotAllowed = 'returnUrl moet een adres van deze applicatie zijn';
export const alreadySubscribed = 'Je abonnement is al actief';
export const fixPaymentFirst =
  'Er is een betaalprobleem met je abonnement. Werk je betaalmethode bij onder ‘Facturering beheren’.';
export const nothingToCancel = 'Er is geen actief abonnement om op te zeggen';
export const noSuchPayment = 'Betaling niet gevonden';
export const paymentNoLongerConfirmable = 'Deze betaling kan niet meer worden bevestigd';
export const missingStripeSignature = 'Header Stripe-Signature ontbreekt';
export const invalidSignature = 'Ongeldige handtekening';
export const sandboxSendsNoWebhooks = 'De sandbox-betaalprovider verstuurt geen webhooks';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'Het abonnement van je team is al actief';
export const teamSeatsNotOffered = 'Teamabonnementen zijn nog niet beschikbaar';
export const teamSeatsIntro =
  'Eén abonnement geeft elk actief lid van het team een eigen Connect-profiel en Insights. Elke persoon die erbij komt, voegt meteen een plek toe (de rest van de maand wordt naar rato berekend); de plek van een gedeactiveerd lid stopt aan het eind van de maand. Een lid dat al zelf voor Connect betaalt, krijgt pas een plek in rekening gebracht als het eigen abonnement afloopt.';
export const connectFromTeam =
  'Het abonnement van je team omvat je Catalyst Connect-profiel en Insights.';
export const onlyOwnerSubscribesTeam =
  'Alleen de eigenaar van het team kan het teamabonnement starten.';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'Vul een btw-nummer in met landcode, zoals DE123456789 of FRAB123456789';
export const teamNotBilledYet =
  'Het team heeft nog geen factuuraccount: start eerst het teamabonnement';
export const teamNothingToCancel = 'Het abonnement van het team is niet actief';
export const noSuchInvoice = 'Factuur niet gevonden';
export const teamPaymentConfirmed =
  'Betaling ontvangen: het abonnement van je team is actief. Er is een betalingsbewijs onderweg naar het factuur-e-mailadres.';
export const teamBillingDetailsSaved = 'Factuurgegevens opgeslagen';
export const teamCancelAtPeriodEndIntro =
  'Opzeggen stopt de verlenging: elk lid houdt Connect tot het einde van de al betaalde periode, daarna stoppen de plekken van het team.';
export const onlyOwnerChangesTeamBilling =
  'Alleen de eigenaar van het team kan de factuurgegevens wijzigen of het abonnement opzeggen.';
