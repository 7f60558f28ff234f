// The sentences of the CRM connections (docs/product.md#integrations), gathered for one CRM with
// its name in them from the catalogue's (./sentences/crm-values.ts), so a new CRM needs no new
// sentence.
import { CRM_LABELS, type CrmArrival, type CrmProvider } from '../schemas/integrations';
import * as crm from './sentences/crm-values';

export { crmFieldMissingLabel, dynamicsEnvironmentHint } from './sentences/crm-values';

/** What each CRM does with a lead: the start of its section on the Integrations screen. */
const INTROS: Record<CrmProvider, string> = {
  hubspot: crm.hubspotIntro,
  salesforce: crm.salesforceIntro,
  dynamics: crm.dynamicsIntro,
  pipedrive: crm.pipedriveIntro,
};

/** Every sentence of one CRM's connection, with its name in it. */
export function crmSentences(provider: CrmProvider) {
  const name = CRM_LABELS[provider];
  return {
    intro: INTROS[provider],
    teamIntro: crm.crmTeamIntro(name),
    notConfigured: crm.crmNotConfigured(name),
    stateInvalid: crm.crmStateInvalid(name),
    otherBrowser: crm.crmOtherBrowser(name),
    teamAccessLost: crm.crmTeamAccessLost(name),
    reconnectNeeded: crm.crmReconnectNeeded(name),
    recordRefused: crm.crmRecordRefused(name),
    connected: crm.crmConnected(name),
    cancelled: crm.crmCancelled(name),
    failed: crm.crmFailed(name),
    disconnected: crm.crmDisconnected(name),
    disconnectTitle: crm.crmDisconnectTitle(name),
    disconnectQuestion: crm.crmDisconnectQuestion(name),
    reconnectNote: crm.crmReconnectNote(name),
    connectLabel: crm.crmConnectLabel(name),
    reconnectLabel: crm.crmReconnectLabel(name),
    sent: crm.crmSent(name),
    fieldMissing: crm.crmFieldMissing(name),
    reconnectToEdit: crm.crmReconnectToEdit(name),
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

/** The CRM account a connection sends leads to. */
export function crmAccountMessage(provider: CrmProvider, accountId: string): string {
  return crm.crmAccountLabel(CRM_LABELS[provider], accountId);
}

/** A field map or fixed value naming a field the connected CRM does not have (400). */
export function crmFieldUnknownMessage(provider: CrmProvider, field: string): string {
  return crm.crmNoSuchFieldMessage(CRM_LABELS[provider], field);
}

/** A CRM's answer to a batch that could not be read: the leads in it are tried again later. */
export function crmAnswerUnreadableMessage(provider: CrmProvider): string {
  return crm.crmUnreadableAnswerMessage(CRM_LABELS[provider]);
}

/** Dynamics 365's environment address, refused: not https, or not a Dataverse host. */
export function dynamicsEnvironmentInvalidMessage(domains: readonly string[]): string {
  return crm.dynamicsEnvironmentRefusedMessage(domains.join(', '));
}

/**
 * The Company a new Salesforce Lead gets when the visitor gave none: Salesforce requires one.
 * An existing record's company is never overwritten with it.
 */
export const SALESFORCE_NO_COMPANY = crm.salesforceNoCompany;
