// The owner's Messages screen (docs/product.md#messages): the lead list, a lead's tools, its
// CRM status and the follow-up mail.

// A lead's CRM status.
export const leadsUiWaiting = 'Waiting';
export const leadsUiCrm = 'CRM';
export const leadsUiRetry = 'Retry';

// The bar of the selected leads.
export const leadsUiSelectAll = 'Select all';
export const leadsUiSendFollowUp = 'Send follow-up';

// The follow-up mail's dialog.
export const leadsUiSubject = 'Subject';
export const leadsUiText = 'Text';

// The lead list's filters.
export const leadsUiSearch = 'Search';
export const leadsUiNameEmailOrCompany = 'Name, email or company';
export const leadsUiAllButArchived = 'All but archived';

// A lead's tools: status, archive, delete, note.
export const leadsUiArchive = 'Archive';
export const leadsUiSaveNote = 'Save note';
export const leadsUiYesDeleteIt = 'Yes, delete it';

// The Messages page: the list and a lead's details.
export const leadsUiUnread = 'Unread';
export const leadsUiSource = 'Source';
export const leadsUiConsent = 'Consent';
export const leadsUiReplyByEmail = 'Reply by email';
export const leadsUiSaveAsContact = 'Save as contact';
export const leadsUiExportCsv = 'Export CSV';
export const leadsUiNoMessagesYet = 'No messages yet';
export const leadsUiWhenVisitorsUseTheLetsConnect =
  "When visitors use the 'Let's Connect!' form on your profile, their messages appear here.";
export const leadsUiUnreadOnly = 'Unread only';
export const leadsUiAllCards = 'All cards';
