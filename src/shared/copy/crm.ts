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

/** The sentences of a connection that name the CRM, by the key its screens read them under. */
const NAMED = {
  teamIntro: crm.crmTeamIntro,
  notConfigured: crm.crmNotConfigured,
  stateInvalid: crm.crmStateInvalid,
  otherBrowser: crm.crmOtherBrowser,
  teamAccessLost: crm.crmTeamAccessLost,
  reconnectNeeded: crm.crmReconnectNeeded,
  recordRefused: crm.crmRecordRefused,
  connected: crm.crmConnected,
  cancelled: crm.crmCancelled,
  failed: crm.crmFailed,
  disconnected: crm.crmDisconnected,
  disconnectTitle: crm.crmDisconnectTitle,
  disconnectQuestion: crm.crmDisconnectQuestion,
  reconnectNote: crm.crmReconnectNote,
  connectLabel: crm.crmConnectLabel,
  reconnectLabel: crm.crmReconnectLabel,
  sent: crm.crmSent,
  fieldMissing: crm.crmFieldMissing,
  reconnectToEdit: crm.crmReconnectToEdit,
};
type CrmSentences = { readonly intro: string } & { readonly [Key in keyof typeof NAMED]: string };

/**
 * Every sentence of one CRM's connection, with its name in it. Each is said when it is read: a
 * screen shows a few of them, and an ICU pattern is parsed on first use.
 */
export function crmSentences(provider: CrmProvider): CrmSentences {
  const name = CRM_LABELS[provider];
  const sentences = { intro: INTROS[provider] };
  for (const [key, sentence] of Object.entries(NAMED)) {
    Object.defineProperty(sentences, key, { get: () => sentence(name), enumerable: true });
  }
  return sentences as CrmSentences;
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
