// The sentences of the CRM connections (docs/product.md#integrations): one set for every CRM,
// with its name in them, so a new CRM needs no new sentence.
import { CRM_LABELS, type CrmArrival, type CrmProvider } from '../schemas/integrations';

/** What each CRM does with a lead: the start of its section on the Integrations screen. */
const INTROS: Record<CrmProvider, string> = {
  hubspot:
    'Connect HubSpot and each new lead is added to it as a contact, matched by e-mail, so a visitor who writes twice stays one contact.',
  salesforce:
    'Connect Salesforce and each new lead updates the Contact or Lead with that e-mail, or becomes a new Lead, owned by the team member who met them when they have a Salesforce user.',
  dynamics:
    'Connect Dynamics 365 and each new lead is added to your Dataverse environment as a lead, matched by e-mail, so a visitor who writes twice stays one lead.',
  pipedrive:
    'Connect Pipedrive and each new lead becomes a Pipedrive lead linked to the person with that e-mail (made when there is none), with their message as a note.',
};

/** Every sentence of one CRM's connection, with its name in it. */
export function crmSentences(provider: CrmProvider) {
  const name = CRM_LABELS[provider];
  return {
    intro: INTROS[provider],
    teamIntro: `A team card's leads go to the team's ${name} only, not to that of the member who holds it.`,
    notConfigured: `${name} is not set up on this server.`,
    stateInvalid: `This ${name} link has expired or was already used. Start connecting again from Integrations.`,
    otherBrowser: `This ${name} link was opened in another browser than the one that started connecting, so nothing was connected. Start connecting again from Integrations, in the browser you use here.`,
    teamAccessLost: `${name} was not connected: you no longer manage this team's integrations.`,
    reconnectNeeded: `Waiting for ${name} to be reconnected.`,
    recordRefused: `${name} did not accept this lead.`,
    connected: `${name} connected. New leads are sent to it from now on.`,
    cancelled: `${name} was not connected: the request was cancelled.`,
    failed: `${name} could not be connected. Please try again.`,
    disconnected: `${name} disconnected.`,
    disconnectTitle: `Disconnect ${name}?`,
    disconnectQuestion: `New leads are no longer sent to ${name}, and leads still waiting are not sent. Records already in ${name} stay there.`,
    reconnectNote: `${name} no longer accepts our access. New leads wait here and are sent as soon as you reconnect.`,
    connectLabel: `Connect ${name}`,
    reconnectLabel: `Reconnect ${name}`,
    sent: `Sent to ${name}`,
    fieldMissing: `${name} no longer lists this field, so its value is not sent. Choose another field, or "Not sent".`,
    reconnectToEdit: `Reconnect ${name} to change the mapping and the fixed values: the fields it lists are read from it.`,
  };
}

/** What the CRM's redirect back (`?{crm}={arrival}`) says on the Integrations screen. */
export function crmArrivalMessage(provider: CrmProvider, arrival: CrmArrival): string {
  const copy = crmSentences(provider);
  const messages: Record<CrmArrival, string> = {
    connected: copy.connected,
    cancelled: copy.cancelled,
    failed: copy.failed,
    expired: copy.stateInvalid,
    other_browser: copy.otherBrowser,
    team_access_lost: copy.teamAccessLost,
    not_configured: copy.notConfigured,
  };
  return messages[arrival];
}

/**
 * A saved field the CRM no longer lists, as its choice in the field map (kept, marked; the note
 * under it names the CRM). Short: a phone's select shows 30-odd characters.
 */
export function crmFieldMissingLabel(field: string): string {
  return `${field} (no longer listed)`;
}

/** The CRM account a connection sends leads to. */
export function crmAccountMessage(provider: CrmProvider, accountId: string): string {
  return `${CRM_LABELS[provider]} account ${accountId}`;
}

/** A field map or fixed value naming a field the connected CRM does not have (400). */
export function crmFieldUnknownMessage(provider: CrmProvider, field: string): string {
  return `${CRM_LABELS[provider]} has no field named ${field}. Choose one of the fields it lists.`;
}

/** A CRM's answer to a batch that could not be read: the leads in it are tried again later. */
export function crmAnswerUnreadableMessage(provider: CrmProvider): string {
  return `${CRM_LABELS[provider]} sent an answer that could not be read. The leads will be sent again.`;
}

/** Under Dynamics 365's 'Environment URL': where the owner finds it. */
export const dynamicsEnvironmentHint =
  'Your Dataverse environment, like https://contoso.crm.dynamics.com. Find it in the Power Platform admin center, under Environments.';

/** Dynamics 365's environment address, refused: not https, or not a Dataverse host. */
export function dynamicsEnvironmentInvalidMessage(domains: readonly string[]): string {
  return `Enter your Dataverse environment's address, like https://contoso.crm.dynamics.com (a host under ${domains.join(', ')}).`;
}

/**
 * The Company a new Salesforce Lead gets when the visitor gave none: Salesforce requires one.
 * An existing record's company is never overwritten with it.
 */
export const SALESFORCE_NO_COMPANY = 'Not provided';
