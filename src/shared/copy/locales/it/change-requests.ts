// A member's request to change a field the team template locks on their card, and the admins'
// decision (docs/product.md#change-requests).
export const changeRequestFieldUnknown = 'Questo campo non è impostato dal modello del team.';
export const changeRequestFieldNotLocked =
  'Questo campo non è bloccato sul tuo biglietto: modificalo nell’editor.';
export const changeRequestAlreadyPending =
  'Hai già chiesto una modifica di questo campo. Deciderà un amministratore.';
export const changeRequestAlreadyDecided =
  'Su questa richiesta di modifica è già stata presa una decisione.';
export const changeRequestOwnDecision =
  'Non puoi decidere sulla tua richiesta di modifica: decidono gli amministratori del team.';
export const changeRequestStatusUnknown = 'Lo stato deve essere pending, approved o rejected.';
export const changeRequestTooMany =
  'Hai chiesto molte modifiche nell’ultima ora. Riprova più tardi.';
export const askForChange = 'Chiedi una modifica';
export const changeRequested = 'Modifica richiesta';
export const changeRequestNewValue = 'Nuovo valore';
export const changeRequestNote = 'Nota per gli amministratori (facoltativa)';
export const changeRequestSend = 'Invia richiesta';
export const changeRequestSent = 'La richiesta è stata inviata agli amministratori.';
export const changeRequestsTab = 'Richieste di modifica';
export const changeRequestsIntro =
  'I membri chiedono di modificare un campo che il modello blocca sul loro biglietto. Un valore approvato resta solo su quel biglietto, e i modelli lo lasciano lì.';
export const changeRequestsMine = 'Le tue richieste di modifica';
export const changeRequestsMineIntro =
  'Cosa hai chiesto di modificare sui tuoi biglietti del team, e cosa hanno deciso gli amministratori.';
export const changeRequestsEmpty = 'Ancora nessuna richiesta di modifica.';
export const changeRequestsWaiting = 'In attesa di decisione';
export const changeRequestsDecided = 'Decise';
export const changeRequestApprove = 'Approva';
export const changeRequestReject = 'Rifiuta';
export const changeRequestReason = 'Motivo';
export const changeRequestApproved = 'Modifica approvata.';
export const changeRequestRejected = 'Modifica rifiutata.';
export const changeRequestCleared = '(vuoto)';
export const changeRequestStatusLabels = {
  pending: 'In attesa',
  approved: 'Approvata',
  rejected: 'Rifiutata',
} as const;
export const changeRequestCardMoved =
  'Il membro che ha fatto la richiesta non ha più questo biglietto. Rifiuta invece la richiesta.';
export const changeRequestCancel = 'Annulla';
export const changeRequestDialogIntro =
  'Decide un amministratore del team. Una volta approvato, il valore compare solo su questo biglietto. Lascia vuoto il valore per svuotare il campo.';
export const changeRequestNow = 'Attuale';
export const changeRequestNoteLabel = 'Nota';
