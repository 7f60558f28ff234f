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
export const crmReconnectNeeded = 'Waiting for HubSpot to be reconnected.';
export const crmContactRefused = 'HubSpot did not accept this contact.';
export const hubspotNotConfigured = 'HubSpot is not set up on this server.';
export const hubspotStateInvalid =
  'This HubSpot link has expired or was already used. Start connecting again from Integrations.';
export const hubspotOtherBrowser =
  'This HubSpot link was opened in another browser than the one that started connecting, so nothing was connected. Start connecting again from Integrations, in the browser you use here.';
export const hubspotTeamAccessLost =
  "HubSpot was not connected: you no longer manage this team's integrations.";
export const integrationNotFound = 'Integration not found.';

// The Integrations screens (the owner's and the team's): HubSpot.
export const hubspotIntro =
  'Connect HubSpot and each new lead is added to it as a contact, matched by e-mail, so a visitor who writes twice stays one contact.';
export const teamHubspotIntro =
  "A team card's leads go to the team's HubSpot only, not to that of the member who holds it.";
export const hubspotConnected = 'HubSpot connected. New leads are sent to it from now on.';
export const hubspotConnectCancelled = 'HubSpot was not connected: the request was cancelled.';
export const hubspotConnectFailed = 'HubSpot could not be connected. Please try again.';
export const hubspotDisconnected = 'HubSpot disconnected.';
export const disconnectHubspotTitle = 'Disconnect HubSpot?';
export const disconnectHubspotQuestion =
  'New leads are no longer sent to HubSpot, and leads still waiting are not sent. Contacts already in HubSpot stay there.';
export const hubspotReconnectNote =
  'HubSpot no longer accepts our access. New leads wait here and are sent as soon as you reconnect.';
export const hubspotFixedValuesIntro =
  "Set on every contact sent to HubSpot, for example lead_source = Trade show. Use HubSpot's internal property names.";
export const hubspotPropertyNameInvalid =
  'Use a HubSpot internal name: lowercase letters, digits and underscores, starting with a letter.';
export const hubspotPropertyNameRepeated = 'This property is already set above.';
export const hubspotTooManyFixedValues = 'You can set at most 10 fixed values.';
export const hubspotFixedValuesSaved = 'Fixed values saved.';
export const crmRetryQueued = 'Sending to HubSpot again.';
export const hubspotFieldMapIntro =
  'The HubSpot property each field of a lead fills. E-mail always identifies the contact. Leave a field empty to not send it.';
export const hubspotFieldMapSaved = 'Mapping saved';
