// Leads (docs/product.md#messages): the owner's work on the messages visitors send.
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
export const integrationNotFound = 'Integration not found.';

// The Integrations screens (the owner's and the team's): every CRM's connection. The sentences
// that name the CRM are in ../crm.ts.
export const crmFixedValuesIntro =
  'Set on every record sent to the CRM, for example a lead source of Trade show. Choose the field from those the CRM lists.';
export const crmFieldRepeated = 'This field is already set above.';
export const crmTooManyFixedValues = 'You can set at most 10 fixed values.';
export const crmFixedValuesSaved = 'Fixed values saved.';
export const crmRetryQueued = 'Sending again.';
export const crmFieldMapIntro =
  'The CRM field each field of a lead fills. E-mail always identifies the record. Choose "Not sent" to leave a field out.';
export const crmFieldMapSaved = 'Mapping saved';
export const crmFieldsUnavailable =
  'The CRM did not list its fields just now, so the mapping cannot be changed. Please try again in a moment.';
export const crmFieldsLoading = "Reading the CRM's fields...";
export const crmFixedValueFieldRequired = 'Choose the field this value goes to.';
export const crmFixedValueEmpty = 'Type the value every record gets, or remove this row.';
