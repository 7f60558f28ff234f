// Leads (issue 32): the owner's work on the messages visitors send.
export const leadNoteTooLong = 'A note can be at most 2000 characters.';
export const leadChangeRequired = 'Send a status, a note, or both.';
export const leadDeleted = 'Lead deleted.';
/** The confirmation before a lead is erased (a visitor asked to be forgotten). */
export const deleteLeadWarning =
  'This erases the lead here for good. A copy already sent to your CRM or to a webhook is not deleted: remove it there too.';
export const noMatchingLeads = 'No leads match this search.';
export const leadStatusSaved = 'Status saved';
export const leadArchived = 'Lead archived';
export const leadNoteSaved = 'Note saved';
export const leadFormIntro =
  "What the 'Let's Connect!' form on your page asks. Visitors see required fields marked, and each lead keeps what they gave.";
export const consentTextHint =
  'Shown beside a checkbox visitors must tick. Each lead keeps the sentence they agreed to and when. Leave empty for no checkbox.';
export const crmReconnectNeeded = 'Waiting for HubSpot to be reconnected.';
export const crmContactRefused = 'HubSpot did not accept this contact.';
export const hubspotNotConfigured = 'HubSpot is not set up on this server.';
export const hubspotStateInvalid =
  'This HubSpot link has expired or was already used. Start connecting again from Integrations.';
export const integrationNotFound = 'Integration not found.';
