// Webhooks (issue 32): where an owner's leads and card changes are sent.
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
export const webhookDisabledSubject = 'A webhook of yours was switched off';
