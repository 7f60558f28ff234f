import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'Je betaalbewijs van Catalyst Connect: {amount} op {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  'We hebben je betaling van {amount} ontvangen.',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'We hebben op {paidOn} je betaling van {amount} voor Catalyst Connect (maandabonnement) ontvangen. Bedankt!',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Je Connect-profiel is betaald tot {until} en wordt elke maand verlengd.',
  'until',
);
export const mailReceiptRenews = 'Je Connect-profiel wordt elke maand verlengd.';
export const mailReceiptCancel =
  'Om op te zeggen open je Instellingen, dan Facturering, en kies je Abonnement opzeggen. Je profiel blijft online tot het einde van de betaalde periode; daarna toont je kaartpagina je basisgegevens op dezelfde adressen.';
export const mailManageBilling = 'Facturering beheren';
export const mailKeepReceipt = 'Bewaar deze e-mail als betaalbewijs.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'Je betaalbewijs van Catalyst Connect: {amount} op {paidOn} voor {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  'We hebben de betaling van {amount} van {team} ontvangen.',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  'We hebben op {paidOn} de betaling van {amount} van {team} voor teamplaatsen bij Catalyst Connect ({seats, plural, one {# plaats} other {# plaatsen}}, maandabonnement) ontvangen. Bedankt!',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'Factuurnummer: {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'De plaatsen van het team zijn betaald tot {until} en worden elke maand verlengd.',
  'until',
);
export const mailTeamRenews = 'De plaatsen van het team worden elke maand verlengd.';
export const mailTeamBillingWhere =
  'De eigenaar van het team vindt alle facturen, het factuur-e-mailadres, het btw-nummer en de opzegknop op het tabblad Facturering van het Team-gedeelte.';
export const mailOpenTeamBilling = 'Teamfacturering openen';
