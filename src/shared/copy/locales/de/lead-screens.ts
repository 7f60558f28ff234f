// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'Ausstehend';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'Erneut versuchen';

// The bar of the selected leads.
export const leadsUiSelectAll = 'Alle auswählen';
export const leadsUiSendFollowUp = 'Follow-up senden';

// The follow-up mail's dialog.
export const leadsUiSubject = 'Betreff';
export const leadsUiText = 'Text';

// The lead list's filters.
export const leadsUiSearch = 'Suchen';
export const leadsUiNameEmailOrCompany = 'Name, E-Mail oder Unternehmen';
export const leadsUiAllButArchived = 'Alle außer archivierten';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'Archivieren';
export const leadsUiSaveNote = 'Notiz speichern';
export const leadsUiYesDeleteIt = 'Ja, löschen';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'Ungelesen';
export const leadsUiSource = 'Quelle';
export const leadsUiConsent = 'Einwilligung';
export const leadsUiReplyByEmail = 'Per E-Mail antworten';
export const leadsUiSaveAsContact = 'Als Kontakt speichern';
export const leadsUiExportCsv = 'CSV exportieren';
export const leadsUiNoMessagesYet = 'Noch keine Nachrichten';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  'Wenn Besucher das Formular „Let’s Connect!“ auf Ihrem Profil nutzen, erscheinen ihre Nachrichten hier.';
export const leadsUiUnreadOnly = 'Nur ungelesene';
export const leadsUiAllCards = 'Alle Karten';
