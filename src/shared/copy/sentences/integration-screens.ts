// The integrations screen (/integrations, /team/integrations): CRMs, webhooks and API keys.
import { icu } from './language';

// An API key’s scopes.
export const integrationsReadLeads = 'Read leads';
export const integrationsReadCards = 'Read cards';
export const integrationsManageWebhooks = 'Manage webhooks';

// The webhooks section.
export const integrationsWebhooks = 'Webhooks';
export const integrationsNoWebhooksYet = 'No webhooks yet';

// A connected CRM.
export const integrationsLeadsWaiting = 'Leads waiting';
export const integrationsLeadsFailed = 'Leads failed';
export const integrationsDisconnect = 'Disconnect';
export const integrationsYesDisconnect = 'Yes, disconnect';

// A CRM’s field mapping.
export const integrationsFirstName = 'First name';
export const integrationsLastName = 'Last name';
export const integrationsPhone = 'Phone';
export const integrationsCompany = 'Company';
export const integrationsJobTitle = 'Job title';
export const integrationsTheirMessage = 'Their message';
export const integrationsFieldSource = 'How they came (?src=)';
export const integrationsFieldConsent = 'Consent (its text and time)';
export const integrationsDepartment = 'Department';
export const integrationsFieldMapping = 'Field mapping';
export const integrationsNotSent = 'Not sent';
export const integrationsSaveMapping = 'Save mapping';

// A webhook.
export const integrationsActive = 'Active';
export const integrationsDisabled = 'Disabled';
export const integrationsEvents = 'Events';
export const integrationsSigningSecret = 'Signing secret';
export const integrationsSendTestEvent = 'Send test event';
export const integrationsSending = 'Sending...';
export const integrationsDeliveryLog = 'Delivery log';
export const integrationsRotateSecret = 'Rotate secret';
export const integrationsSwitchOff = 'Switch off';
export const integrationsSwitchOn = 'Switch on';
export const integrationsDelete = 'Delete';
export const integrationsMakeANewSecret = 'Make a new secret';
export const integrationsCancel = 'Cancel';
export const integrationsYesDeleteIt = 'Yes, delete it';

// Adding a webhook.
export const integrationsAddAWebhook = 'Add a webhook';
export const integrationsAddressUrl = 'Address (URL)';
export const integrationsAddWebhook = 'Add webhook';

// A webhook’s events.
export const integrationsALeadComesIn = 'A lead comes in';
export const integrationsALeadChanges = 'A lead changes';
export const integrationsALeadIsDeleted = 'A lead is deleted';
export const integrationsACardChanges = 'A card changes';

// Coming back from connecting a CRM.
export const integrationsDismiss = 'Dismiss';

// A CRM’s status.
export const integrationsConnected = 'Connected';
export const integrationsReconnectNeeded = 'Reconnect needed';
export const integrationsFailed = 'Failed';

// Connecting Dynamics 365.
export const integrationsEnvironmentUrl = 'Environment URL';

// How to verify a delivery.
export const integrationsVerifyADelivery = 'Verify a delivery';

// A secret shown once.
export const integrationsIHaveCopiedIt = 'I have copied it';

// The API keys section.
export const integrationsCreated = 'Created';
export const integrationsNever = 'Never';
export const integrationsScopes = 'Scopes';
export const integrationsYesRevokeIt = 'Yes, revoke it';
export const integrationsApiKeys = 'API keys';
export const integrationsOpenTheApiReference = 'Open the API reference';
export const integrationsNewApiKey = 'New API key';
export const integrationsNoApiKeysYet = 'No API keys yet';

// A CRM’s fixed values.
export const integrationsFixedValues = 'Fixed values';
export const integrationsField = 'Field';
export const integrationsChooseAField = 'Choose a field';
export const integrationsValue = 'Value';
export const integrationsFixedValuePlaceholder = 'Trade show';
export const integrationsRemove = 'Remove';
export const integrationsAddAValue = 'Add a value';
export const integrationsSaveFixedValues = 'Save fixed values';

// A webhook’s delivery log.
export const integrationsPending = 'Pending';
export const integrationsSucceeded = 'Succeeded';
export const integrationsNoAnswer = 'No answer';
export const integrationsDeliveryId = 'Delivery ID';
export const integrationsAttempts = 'Attempts';
export const integrationsPayload = 'Payload';
export const integrationsReplay = 'Replay';
export const integrationsRefresh = 'Refresh';
export const integrationsDeliveries = 'Deliveries';

// Creating an API key.
export const integrationsCreateAnApiKey = 'Create an API key';
export const integrationsName = 'Name';
export const integrationsCreateKey = 'Create key';

// The page’s heading.
export const integrationsTitle = 'Integrations';

// Sentences with values on these screens.
export const integrationsFixedValueLabel = icu<[position: number]>(
  'Fixed value {position}',
  'position',
);
export const integrationsRemoveFixedValue = icu<[position: number]>(
  'Remove fixed value {position}',
  'position',
);
