// The sentences with a value of the follow-up e-mail and the lead list's leads met in person
// (docs/product.md#follow-up, docs/product.md#card-photos), imported from here directly: only
// the lead list and the server use them, so the chunk of src/shared/copy.ts, which /login
// loads, does not carry them.
import {
  cardPhotoAlt,
  cardPhotoOpenLabel,
  cardPhotoTitle,
  followUpSentToMessage,
  followUpSkippedAlreadyMessage,
  followUpSkippedNoConsentMessage,
  followUpSkippedNoEmailMessage,
  followUpWaitingMessage,
  unknownPlaceholdersListMessage,
} from './sentences/follow-up-values';

export {
  capturedLabel,
  followedUpLabel,
  followUpDailyLimitMessage,
  followUpPreviewLabel,
  selectedLeadsLabel,
  selectLeadLabel,
  sendFollowUpLabel,
} from './sentences/follow-up-values';

/** A follow-up template naming a `{placeholder}` the e-mail cannot fill. */
export function unknownPlaceholdersMessage(names: string[]): string {
  const list = names.map((name) => `{${name}}`).join(', ');
  return unknownPlaceholdersListMessage(list, names.length);
}

/** The lead list after 'Send follow-up': what was sent, and what was skipped and why. */
export function followUpSentMessage(result: {
  sent: number;
  skippedNoConsent: number;
  skippedNoEmail: number;
  skippedAlreadyFollowedUp: number;
  waiting: number;
}): string {
  return [
    followUpSentToMessage(result.sent),
    result.skippedNoConsent > 0 && followUpSkippedNoConsentMessage(result.skippedNoConsent),
    result.skippedNoEmail > 0 && followUpSkippedNoEmailMessage(result.skippedNoEmail),
    result.skippedAlreadyFollowedUp > 0 &&
      followUpSkippedAlreadyMessage(result.skippedAlreadyFollowedUp),
    result.waiting > 0 && followUpWaitingMessage(result.waiting),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A lead's card photo: the thumbnail's button, the larger photo's title and its description. */
export function cardPhotoLabels(leadName: string) {
  return {
    open: cardPhotoOpenLabel(leadName),
    title: cardPhotoTitle(leadName),
    alt: cardPhotoAlt(leadName),
  };
}
