// The sentences with a value of the follow-up e-mail and the lead list (docs/product.md#follow-up,
// docs/product.md#card-photos).
import { icu } from './language';

/** A follow-up template naming `{placeholders}` the e-mail cannot fill; `list` names them. */
export const unknownPlaceholdersListMessage = icu<[list: string, count: number]>(
  "{count, plural, one {Unknown placeholder} other {Unknown placeholders}}: {list}. Use '{firstName}', '{event}' or '{ownerName}'.",
  'list',
  'count',
);
/** 429 when the account's follow-ups of the day are spent (docs/product.md#follow-up). */
export const followUpDailyLimitMessage = icu<[max: number]>(
  'You have sent the {max, plural, one {{max} follow-up e-mail} other {{max} follow-up e-mails}} an account can send in a day. Send the rest tomorrow.',
  'max',
);
/** The lead list after 'Send follow-up': what was sent, then each reason some were skipped. */
export const followUpSentToMessage = icu<[sent: number]>(
  '{sent, plural, one {Follow-up sent to {sent} lead.} other {Follow-up sent to {sent} leads.}}',
  'sent',
);
export const followUpSkippedNoConsentMessage = icu<[count: number]>(
  '{count, plural, other {{count} skipped: no consent to be contacted.}}',
  'count',
);
export const followUpSkippedNoEmailMessage = icu<[count: number]>(
  '{count, plural, other {{count} skipped: no e-mail address.}}',
  'count',
);
export const followUpSkippedAlreadyMessage = icu<[count: number]>(
  '{count, plural, other {{count} skipped: already followed up.}}',
  'count',
);
export const followUpWaitingMessage = icu<[count: number]>(
  '{count, plural, other {{count} not sent yet: today’s e-mail limit is reached, send them tomorrow.}}',
  'count',
);
/** The follow-up dialog's send button. */
export const sendFollowUpLabel = icu<[count: number]>(
  '{count, plural, one {Send to {count} lead} other {Send to {count} leads}}',
  'count',
);
/** A lead's mark once the owner's follow-up went to it. */
export const followedUpLabel = icu<[date: string]>('Followed up {date}', 'date');
/** How and when a lead met in person was captured: 'Scanned card, captured Dec 21, 2026, 3:04 PM'. */
export const capturedLabel = icu<[how: string, when: string]>(
  '{how}, captured {when}',
  'how',
  'when',
);
/** The follow-up dialog's preview heading. */
export const followUpPreviewLabel = icu<[leadName: string]>('Preview for {leadName}', 'leadName');
/** A lead's card photo: the thumbnail's button, the larger photo's title and its description. */
export const cardPhotoOpenLabel = icu<[leadName: string]>(
  'Open the card photo of {leadName}',
  'leadName',
);
export const cardPhotoTitle = icu<[leadName: string]>('Card photo: {leadName}', 'leadName');
export const cardPhotoAlt = icu<[leadName: string]>('The paper card of {leadName}', 'leadName');
/** Beside 'Send follow-up': how many leads are ticked. */
export const selectedLeadsLabel = icu<[count: number]>(
  '{count, plural, other {{count} selected}}',
  'count',
);
/** The lead list's checkbox of one lead, for a screen reader. */
export const selectLeadLabel = icu<[leadName: string]>('Select {leadName}', 'leadName');
/** The confirmation's title before a lead is erased. */
export const deleteLeadTitle = icu<[name: string]>('Delete the lead of {name}?', 'name');
