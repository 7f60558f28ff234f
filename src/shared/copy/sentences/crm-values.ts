// The sentences of the CRM connections (docs/product.md#integrations): one set for every CRM,
// with its name in them, so a new CRM needs no new sentence; what each CRM does with a lead.
import { icu } from './language';

/** What each CRM does with a lead: the start of its section on the Integrations screen. */
export const hubspotIntro =
  'Connect HubSpot and each new lead is added to it as a contact, matched by e-mail, so a visitor who writes twice stays one contact.';
export const salesforceIntro =
  'Connect Salesforce and each new lead updates the Contact or Lead with that e-mail, or becomes a new Lead, owned by the team member who met them when they have a Salesforce user.';
export const dynamicsIntro =
  'Connect Dynamics 365 and each new lead is added to your Dataverse environment as a lead, matched by e-mail, so a visitor who writes twice stays one lead.';
export const pipedriveIntro =
  'Connect Pipedrive and each new lead becomes a Pipedrive lead linked to the person with that e-mail (made when there is none), with their message as a note.';

export const crmTeamIntro = icu<[name: string]>(
  "A team card's leads go to the team's {name} only, not to that of the member who holds it.",
  'name',
);
export const crmNotConfigured = icu<[name: string]>('{name} is not set up on this server.', 'name');
export const crmStateInvalid = icu<[name: string]>(
  'This {name} link has expired or was already used. Start connecting again from Integrations.',
  'name',
);
export const crmOtherBrowser = icu<[name: string]>(
  'This {name} link was opened in another browser than the one that started connecting, so nothing was connected. Start connecting again from Integrations, in the browser you use here.',
  'name',
);
export const crmTeamAccessLost = icu<[name: string]>(
  "{name} was not connected: you no longer manage this team's integrations.",
  'name',
);
export const crmReconnectNeeded = icu<[name: string]>(
  'Waiting for {name} to be reconnected.',
  'name',
);
export const crmRecordRefused = icu<[name: string]>('{name} did not accept this lead.', 'name');
export const crmConnected = icu<[name: string]>(
  '{name} connected. New leads are sent to it from now on.',
  'name',
);
export const crmCancelled = icu<[name: string]>(
  '{name} was not connected: the request was cancelled.',
  'name',
);
export const crmFailed = icu<[name: string]>(
  '{name} could not be connected. Please try again.',
  'name',
);
export const crmDisconnected = icu<[name: string]>('{name} disconnected.', 'name');
export const crmDisconnectTitle = icu<[name: string]>('Disconnect {name}?', 'name');
export const crmDisconnectQuestion = icu<[name: string]>(
  'New leads are no longer sent to {name}, and leads still waiting are not sent. Records already in {name} stay there.',
  'name',
);
export const crmReconnectNote = icu<[name: string]>(
  '{name} no longer accepts our access. New leads wait here and are sent as soon as you reconnect.',
  'name',
);
export const crmConnectLabel = icu<[name: string]>('Connect {name}', 'name');
export const crmReconnectLabel = icu<[name: string]>('Reconnect {name}', 'name');
export const crmSent = icu<[name: string]>('Sent to {name}', 'name');
export const crmFieldMissing = icu<[name: string]>(
  '{name} no longer lists this field, so its value is not sent. Choose another field, or "Not sent".',
  'name',
);
export const crmReconnectToEdit = icu<[name: string]>(
  'Reconnect {name} to change the mapping and the fixed values: the fields it lists are read from it.',
  'name',
);
/**
 * A saved field the CRM no longer lists, as its choice in the field map (kept, marked; the note
 * under it names the CRM). Short: a phone's select shows 30-odd characters.
 */
export const crmFieldMissingLabel = icu<[field: string]>('{field} (no longer listed)', 'field');
/** The CRM account a connection sends leads to. */
export const crmAccountLabel = icu<[name: string, accountId: string]>(
  '{name} account {accountId}',
  'name',
  'accountId',
);
/** A field map or fixed value naming a field the connected CRM does not have (400). */
export const crmNoSuchFieldMessage = icu<[name: string, field: string]>(
  '{name} has no field named {field}. Choose one of the fields it lists.',
  'name',
  'field',
);
/** A CRM's answer to a batch that could not be read: the leads in it are tried again later. */
export const crmUnreadableAnswerMessage = icu<[name: string]>(
  '{name} sent an answer that could not be read. The leads will be sent again.',
  'name',
);
/** A lead a CRM refused, with the CRM's reason (the Messages screen). */
export const crmFailedMessage = icu<[error: string]>('Failed: {error}', 'error');
/** Under Dynamics 365's 'Environment URL': where the owner finds it. */
export const dynamicsEnvironmentHint =
  'Your Dataverse environment, like https://contoso.crm.dynamics.com. Find it in the Power Platform admin center, under Environments.';
/** Dynamics 365's environment address, refused: not https, or not a Dataverse host. */
export const dynamicsEnvironmentRefusedMessage = icu<[domains: string]>(
  "Enter your Dataverse environment's address, like https://contoso.crm.dynamics.com (a host under {domains}).",
  'domains',
);
/**
 * The Company a new Salesforce Lead gets when the visitor gave none: Salesforce requires one.
 * An existing record's company is never overwritten with it.
 */
export const salesforceNoCompany = 'Not provided';
