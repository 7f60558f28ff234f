// The mails about leads: the owner's notice of a message, the visitor's copy of the owner's
// contact, a follow-up's footer, and a webhook switched off.
import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'New message from {name} via Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('{name} shared their details.', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  '{name} sent you a message through your Connect profile:',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} shared their details through your Connect profile.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('Email: {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('Phone: {phone}', 'phone');
export const mailNewLeadReply = 'Reply to this e-mail to answer them directly.';
export const mailSeeAllMessages = 'See all messages';
export const mailNewLeadNote =
  'You get this e-mail because someone used the contact form of your Catalyst Connect profile.';

export const mailContactSubject = icu<[ownerName: string]>("{ownerName}'s contact", 'ownerName');
export const mailContactPreview = icu<[ownerName: string]>(
  "{ownerName}'s contact, to save on your phone.",
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  "Here is {ownerName}'s contact, as you asked on their Catalyst Connect page. Open the attached file to save it on your phone or computer.",
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'Reply to this e-mail to write to {ownerName}.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>("Open {ownerName}'s page", 'ownerName');
export const mailContactNote =
  'You get this e-mail because this address asked for it, once, after sending a message.';

export const mailViewOwnerCard = icu<[ownerName: string]>('View {ownerName}’s card', 'ownerName');
export const mailFollowUpNote = icu<[ownerName: string]>(
  'You get this e-mail because you agreed to be contacted by {ownerName}. Reply to it to write to {ownerName}; the attached file saves their contact.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'Deliveries to {url} failed for 5 days.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'Every delivery to {url} failed for 5 days, so Catalyst Connect stopped sending to it. New leads are still saved in your account.',
  'url',
);
export const mailWebhookFix =
  'Fix the receiver, then switch the webhook back on; you can send the missed deliveries again from its delivery log.';
export const mailOpenIntegrations = 'Open integrations';
export const mailWebhookNote = 'You get this e-mail once, when the webhook is switched off.';
