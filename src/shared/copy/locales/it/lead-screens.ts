// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'In attesa';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'Riprova';

// The bar of the selected leads.
export const leadsUiSelectAll = 'Seleziona tutto';
export const leadsUiSendFollowUp = 'Invia follow-up';

// The follow-up mail's dialog.
export const leadsUiSubject = 'Oggetto';
export const leadsUiText = 'Testo';

// The lead list's filters.
export const leadsUiSearch = 'Cerca';
export const leadsUiNameEmailOrCompany = 'Nome, email o azienda';
export const leadsUiAllButArchived = 'Tutti tranne gli archiviati';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'Archivia';
export const leadsUiSaveNote = 'Salva nota';
export const leadsUiYesDeleteIt = 'Sì, elimina';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'Da leggere';
export const leadsUiSource = 'Origine';
export const leadsUiConsent = 'Consenso';
export const leadsUiReplyByEmail = 'Rispondi via email';
export const leadsUiSaveAsContact = 'Salva come contatto';
export const leadsUiExportCsv = 'Esporta CSV';
export const leadsUiNoMessagesYet = 'Ancora nessun messaggio';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  'Quando i visitatori usano il modulo “Let’s Connect!” del tuo profilo, i loro messaggi compaiono qui.';
export const leadsUiUnreadOnly = 'Solo da leggere';
export const leadsUiAllCards = 'Tutti i biglietti';
