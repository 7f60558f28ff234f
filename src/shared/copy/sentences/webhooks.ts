// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'Enter an http:// or https:// address.';
export const webhookEventsRequired = 'Choose at least one event.';
export const webhookChangeRequired = 'Send an address, events, or enabled.';
export const webhookNotFound = 'Webhook not found.';
export const tooManyWebhooks = 'You can have at most 10 webhooks. Delete one first.';
export const webhookDeliveryQueued = 'Sent again. It appears below in a moment.';
export const webhookCreated =
  'Webhook created. Copy its signing secret now: it is shown only once.';
export const webhookDeleted = 'Webhook deleted.';
export const webhookSecretRotated =
  'New signing secret made. The old one keeps signing for 24 hours, so switch your receiver over now.';
export const webhookPrivateDestination =
  'Refused: the address resolves to a private, loopback or link-local network.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'The signing secret could not be read. Make a new signing secret to send again.';
export const webhookDisabledSubject = 'A webhook of yours was switched off';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'A webhook sends a POST to your address when a lead comes in, changes or is deleted, or when a card changes.';
export const webhooksSigningNote =
  'Each delivery is signed per Standard Webhooks: check it with its signing secret, for example with the standardwebhooks package.';
export const teamWebhooksIntro =
  "A team card's events go to the team's webhooks only, not to those of the member who holds it.";
export const noWebhooksYet =
  'Add the address of your CRM, of a Zapier, Make or n8n hook, or of your own server.';
export const webhookSecretShownOnce =
  'Copy this signing secret now and keep it safe: it is not shown again.';
export const rotateWebhookSecretTitle = 'Make a new signing secret?';
export const rotateWebhookSecretQuestion =
  'The new secret is shown once. The current one keeps signing for 24 hours, so your receiver can switch over.';
export const deleteWebhookTitle = 'Delete this webhook?';
export const deleteWebhookQuestion =
  'Nothing more is sent to this address, and its delivery log is deleted with it.';
export const webhookSwitchedOff =
  'Webhook switched off. Nothing is sent to it until you switch it on.';
export const webhookSwitchedOn = 'Webhook switched on.';
export const webhookDisabledNote =
  'Switched off: nothing is sent to it. Switch it on to send the next events again.';
export const noWebhookDeliveries =
  'No deliveries yet. They appear here when an event this webhook listens to happens.';
export const webhookDeliveryNotSentYet = 'Not sent yet.';
export const teamIntegrationsNoTeam =
  'You are not in a team. Create one in the Team area to send its cards to a webhook.';
export const webhookDeliveryInFlight =
  'This delivery is being sent right now. Try again in a minute.';
export const webhookTestTooMany =
  'This webhook was sent 10 test events in the last minute. Please wait a minute and try again.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = 'Loved your talk. Can we meet next week?';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  "Check each delivery's signature with the webhook's signing secret before you trust it. Every delivery carries three headers:";
export const webhookIdHeaderNote =
  "The delivery's ID, the same on every retry: use it to drop repeats.";
export const webhookTimestampHeaderNote =
  'When this attempt was signed, in seconds since 1970: refuse one more than five minutes old.';
export const webhookSignatureHeaderNote =
  'v1, then the signature. For 24 hours after you make a new secret there are two, separated by a space, and either one verifies.';
export const webhookSecretKeptWhole =
  'Give the library the signing secret whole, whsec_ included: do not strip the prefix. Verify the body exactly as it arrived, before parsing it.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // the whole secret, whsec_ included
// rawBody: the body exactly as it arrived, before any JSON parsing
const event = webhook.verify(rawBody, request.headers); // throws if forged or stale`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # the whole secret, whsec_ included
# raw_body: the body exactly as it arrived, before any JSON parsing
event = webhook.verify(raw_body, request.headers)  # raises if forged or stale`;
