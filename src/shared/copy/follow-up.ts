// The sentences with a value of the follow-up e-mail and the lead list's leads met in person
// (docs/product.md#follow-up, docs/product.md#card-photos), imported from here directly: only
// the lead list and the server use them, so the chunk of src/shared/copy.ts, which /login
// loads, does not carry them.
/** A follow-up template naming a `{placeholder}` the e-mail cannot fill. */
export function unknownPlaceholdersMessage(names: string[]): string {
  const list = names.map((name) => `{${name}}`).join(', ');
  return `${names.length === 1 ? 'Unknown placeholder' : 'Unknown placeholders'}: ${list}. Use {firstName}, {event} or {ownerName}.`;
}

/** 429 when the account's follow-ups of the day are spent (docs/product.md#follow-up). */
export function followUpDailyLimitMessage(max: number): string {
  return `You have sent the ${max} follow-up e-mails an account can send in a day. Send the rest tomorrow.`;
}

/** The lead list after 'Send follow-up': what was sent, and what was skipped and why. */
export function followUpSentMessage(result: {
  sent: number;
  skippedNoConsent: number;
  skippedNoEmail: number;
  skippedAlreadyFollowedUp: number;
  waiting: number;
}): string {
  const leadsWord = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);
  return [
    `Follow-up sent to ${leadsWord(result.sent)}.`,
    result.skippedNoConsent > 0 &&
      `${result.skippedNoConsent} skipped: no consent to be contacted.`,
    result.skippedNoEmail > 0 && `${result.skippedNoEmail} skipped: no e-mail address.`,
    result.skippedAlreadyFollowedUp > 0 &&
      `${result.skippedAlreadyFollowedUp} skipped: already followed up.`,
    result.waiting > 0 &&
      `${result.waiting} not sent yet: today’s e-mail limit is reached, send them tomorrow.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The follow-up dialog's send button. */
export function sendFollowUpLabel(count: number): string {
  return count === 1 ? 'Send to 1 lead' : `Send to ${count} leads`;
}

/** A lead's mark once the owner's follow-up went to it. */
export function followedUpLabel(date: string): string {
  return `Followed up ${date}`;
}

/** How and when a lead met in person was captured: 'Scanned card, captured Dec 21, 2026, 3:04 PM'. */
export function capturedLabel(how: string, when: string): string {
  return `${how}, captured ${when}`;
}

/** The follow-up dialog's preview heading. */
export function followUpPreviewLabel(leadName: string): string {
  return `Preview for ${leadName}`;
}

/** A lead's card photo: the thumbnail's button, the larger photo's title and its description. */
export function cardPhotoLabels(leadName: string) {
  return {
    open: `Open the card photo of ${leadName}`,
    title: `Card photo: ${leadName}`,
    alt: `The paper card of ${leadName}`,
  };
}

/** Beside 'Send follow-up': how many leads are ticked. */
export function selectedLeadsLabel(count: number): string {
  return `${count} selected`;
}

/** The lead list's checkbox of one lead, for a screen reader. */
export function selectLeadLabel(leadName: string): string {
  return `Select ${leadName}`;
}
