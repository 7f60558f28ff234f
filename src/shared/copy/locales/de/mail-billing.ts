import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'Ihre Quittung von Catalyst Connect: {amount} am {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  'Wir haben Ihre Zahlung über {amount} erhalten.',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'Wir haben am {paidOn} Ihre Zahlung über {amount} für Catalyst Connect (Monatsabo) erhalten. Vielen Dank!',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Ihr Connect-Profil ist bis zum {until} bezahlt und verlängert sich monatlich.',
  'until',
);
export const mailReceiptRenews = 'Ihr Connect-Profil verlängert sich monatlich.';
export const mailReceiptCancel =
  'Zum Kündigen öffnen Sie Einstellungen, dann Abrechnung, und wählen Sie Abo kündigen. Ihr Profil bleibt bis zum Ende des bezahlten Zeitraums online; danach zeigt Ihre Kartenseite unter denselben Adressen Ihre Basisdaten.';
export const mailManageBilling = 'Abrechnung verwalten';
export const mailKeepReceipt = 'Bewahren Sie diese E-Mail als Quittung auf.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'Ihre Quittung von Catalyst Connect: {amount} am {paidOn} für {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  'Wir haben die Zahlung von {team} über {amount} erhalten.',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  'Wir haben am {paidOn} die Zahlung von {team} über {amount} für Team-Plätze bei Catalyst Connect ({seats, plural, one {# Platz} other {# Plätze}}, Monatsabo) erhalten. Vielen Dank!',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'Rechnungsnummer: {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'Die Plätze des Teams sind bis zum {until} bezahlt und verlängern sich monatlich.',
  'until',
);
export const mailTeamRenews = 'Die Plätze des Teams verlängern sich monatlich.';
export const mailTeamBillingWhere =
  'Alle Rechnungen, die Rechnungs-E-Mail, die USt-IdNr. und die Kündigung findet der Inhaber des Teams im Team-Bereich auf dem Tab Abrechnung.';
export const mailOpenTeamBilling = 'Team-Abrechnung öffnen';
