import { icu } from './language';

export const mailReceiptSubject = icu<[amount: string, paidOn: string]>(
  'La tua ricevuta Catalyst Connect: {amount} del {paidOn}',
  'amount',
  'paidOn',
);
export const mailReceiptPreview = icu<[amount: string]>(
  'Abbiamo ricevuto il pagamento di {amount}.',
  'amount',
);
export const mailReceiptBody = icu<[amount: string, paidOn: string]>(
  'Abbiamo ricevuto il pagamento di {amount} per Catalyst Connect (piano mensile) il {paidOn}. Grazie!',
  'amount',
  'paidOn',
);
export const mailReceiptPaidUntil = icu<[until: string]>(
  'Il tuo profilo Connect è pagato fino al {until} e si rinnova ogni mese.',
  'until',
);
export const mailReceiptRenews = 'Il tuo profilo Connect si rinnova ogni mese.';
export const mailReceiptCancel =
  'Per disdire, apri Impostazioni, poi Fatturazione, e scegli Annulla abbonamento. Il profilo resta online fino alla fine del periodo pagato; poi la pagina del biglietto mostra le informazioni di base agli stessi indirizzi.';
export const mailManageBilling = 'Gestisci la fatturazione';
export const mailKeepReceipt = 'Conserva questa e-mail come ricevuta.';

export const mailTeamReceiptSubject = icu<[amount: string, paidOn: string, team: string]>(
  'La tua ricevuta Catalyst Connect: {amount} del {paidOn} per {team}',
  'amount',
  'paidOn',
  'team',
);
export const mailTeamReceiptPreview = icu<[team: string, amount: string]>(
  'Abbiamo ricevuto il pagamento di {amount} di {team}.',
  'team',
  'amount',
);
export const mailTeamReceiptBody = icu<
  [team: string, amount: string, seats: number, paidOn: string]
>(
  'Abbiamo ricevuto il pagamento di {amount} di {team} per i posti del team su Catalyst Connect ({seats, plural, one {# posto} other {# posti}}, piano mensile) il {paidOn}. Grazie!',
  'team',
  'amount',
  'seats',
  'paidOn',
);
export const mailInvoiceNumber = icu<[invoiceNumber: string]>(
  'Numero fattura: {invoiceNumber}.',
  'invoiceNumber',
);
export const mailTeamPaidUntil = icu<[until: string]>(
  'I posti del team sono pagati fino al {until} e si rinnovano ogni mese.',
  'until',
);
export const mailTeamRenews = 'I posti del team si rinnovano ogni mese.';
export const mailTeamBillingWhere =
  'Il proprietario del team trova tutte le fatture, l’e-mail di fatturazione, la partita IVA e il pulsante per disdire nella scheda Fatturazione dell’area Team.';
export const mailOpenTeamBilling = 'Apri la fatturazione del team';
