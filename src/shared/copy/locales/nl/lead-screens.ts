// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'Wachten';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'Opnieuw proberen';

// The bar of the selected leads.
export const leadsUiSelectAll = 'Alles selecteren';
export const leadsUiSendFollowUp = 'Follow-up versturen';

// The follow-up mail's dialog.
export const leadsUiSubject = 'Onderwerp';
export const leadsUiText = 'Tekst';

// The lead list's filters.
export const leadsUiSearch = 'Zoeken';
export const leadsUiNameEmailOrCompany = 'Naam, e-mail of bedrijf';
export const leadsUiAllButArchived = 'Alles behalve gearchiveerd';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'Archiveren';
export const leadsUiSaveNote = 'Notitie opslaan';
export const leadsUiYesDeleteIt = 'Ja, verwijderen';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'Ongelezen';
export const leadsUiSource = 'Bron';
export const leadsUiConsent = 'Toestemming';
export const leadsUiReplyByEmail = 'Antwoorden per e-mail';
export const leadsUiSaveAsContact = 'Opslaan als contact';
export const leadsUiExportCsv = 'CSV exporteren';
export const leadsUiNoMessagesYet = 'Nog geen berichten';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  'Als bezoekers het formulier ‘Let’s Connect!’ op je profiel gebruiken, verschijnen hun berichten hier.';
export const leadsUiUnreadOnly = 'Alleen ongelezen';
export const leadsUiAllCards = 'Alle kaarten';
