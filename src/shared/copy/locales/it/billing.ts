// Billing.
export const returnUrlNotAllowed = 'returnUrl deve essere un indirizzo di questa applicazione';
export const alreadySubscribed = 'L’abbonamento è già attivo';
export const fixPaymentFirst =
  'C’è un problema con il pagamento dell’abbonamento. Aggiorna il metodo di pagamento in «Gestisci fatturazione».';
export const nothingToCancel = 'Non c’è nessun abbonamento attivo da annullare';
export const noSuchPayment = 'Pagamento non trovato';
export const paymentNoLongerConfirmable = 'Questo pagamento non può più essere confermato';
export const missingStripeSignature = 'Manca l’header Stripe-Signature';
export const invalidSignature = 'Firma non valida';
export const sandboxSendsNoWebhooks = 'Il fornitore di pagamenti sandbox non invia webhook';
// Team seats (decision 042).
export const teamAlreadySubscribed = 'L’abbonamento del team è già attivo';
export const teamSeatsNotOffered = 'Gli abbonamenti team non sono ancora disponibili';
export const teamSeatsIntro =
  'Un solo abbonamento dà a ogni membro attivo del team il proprio profilo Connect e gli Insights. Ogni persona che entra aggiunge subito un posto (il resto del mese viene calcolato pro rata); il posto di un membro disattivato termina a fine mese. A un membro che paga già Connect non viene addebitato un posto finché il suo abbonamento non termina.';
export const connectFromTeam =
  'L’abbonamento del team include il tuo profilo Catalyst Connect e gli Insights.';
export const onlyOwnerSubscribesTeam =
  'Solo il proprietario del team può attivare l’abbonamento del team.';
// Team invoices and billing details (docs/product.md#teams).
export const invalidVatId =
  'Inserisci una partita IVA con il prefisso del paese, come DE123456789 o FRAB123456789';
export const teamNotBilledYet =
  'Il team non ha ancora un account di fatturazione: attiva prima l’abbonamento del team';
export const teamNothingToCancel = 'L’abbonamento del team non è attivo';
export const noSuchInvoice = 'Fattura non trovata';
export const teamPaymentConfirmed =
  'Pagamento ricevuto: l’abbonamento del team è attivo. Una ricevuta è in arrivo all’email di fatturazione.';
export const teamBillingDetailsSaved = 'Dati di fatturazione salvati';
export const teamCancelAtPeriodEndIntro =
  'L’annullamento interrompe il rinnovo: ogni membro mantiene Connect fino alla fine del periodo già pagato, poi i posti del team terminano.';
export const onlyOwnerChangesTeamBilling =
  'Solo il proprietario del team può modificare i dati di fatturazione o annullare l’abbonamento.';
