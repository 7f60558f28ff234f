/**
 * Every sentence a user or an API client reads, in one place (docs/decisions/016): the fixed ones
 * in src/shared/copy/sentences.ts, read as `COPY.name` (a namespace, so each bundle carries
 * only the sentences its code names), and below, the functions of the sentences that carry a
 * value. tests/repository/message-catalogue.test.ts fails when a source file writes such a
 * sentence anywhere else.
 */
export * as COPY from './copy/sentences';
// Departments' and change requests' sentences with a value, in a module of their own: only lazy
// screens use them, so the chunk of this module, which /login loads, does not carry them.
// Company sign-in's are imported from './copy/company-sign-in', './copy/sso-errors' and
// './copy/verified-domains' directly.
export * from './copy/departments';
// The Team area's sentences with a value, for the same reason.
export * from './copy/teams';
// The lead list's follow-up and card photos' sentences with a value, and the capture screen's,
// are imported from './copy/follow-up' and './copy/capture' directly, so /login's chunk does
// not carry them.

/** The operator console's toast after moving a card (and inviting a new address). */
export function cardMovedMessage(email: string, invited: boolean): string {
  return invited ? `Card moved to ${email}; an invitation is on its way` : `Card moved to ${email}`;
}

/** Under the e-mail field while a change waits for its confirmation link. */
export function pendingEmailMessage(newEmail: string): string {
  return `Check ${newEmail} to confirm`;
}

/** The header bell's accessible name: 'View notifications', with the unread count. */
export function unreadMessagesLabel(count: number): string {
  if (count === 0) return 'View notifications';
  return `View notifications: ${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

/** The bell's label when decisions on the member's change requests wait to be seen. */
export function notificationsLabel(unreadMessages: number, decidedRequests: number): string {
  if (decidedRequests === 0) return unreadMessagesLabel(unreadMessages);
  const decided = `${decidedRequests} decided change ${decidedRequests === 1 ? 'request' : 'requests'}`;
  return unreadMessages === 0
    ? `View notifications: ${decided}`
    : `${unreadMessagesLabel(unreadMessages)}, ${decided}`;
}

export function requiredMessage(field: string): string {
  return `${field} is required`;
}

/** A field over its length limit; without a label the field's own error line names it. */
export function maxLengthMessage(max: number, field?: string): string {
  return field ? `${field} must be at most ${max} characters` : `Must be at most ${max} characters`;
}

export function singleLineMessage(field: string): string {
  return `${field} must be a single line of text`;
}

export function tooManyButtonsMessage(max: number): string {
  return `At most ${max} buttons`;
}

/** The global rate limit's refusal; `after` is the wait in words ("1 minute"). */
export function tooManyRequestsMessage(after: string): string {
  return `Too many requests. Please try again in ${after}.`;
}

/** /readyz when a dependency is down: "Database unavailable", "Database and Redis unavailable". */
export function dependenciesUnavailableMessage(down: string[]): string {
  return `${down.join(' and ')} unavailable`;
}

export function unexpectedOrderShapeMessage(problem: string): string {
  return `Unexpected order shape: ${problem}`;
}

export function uploadQuotaMessage(quota: { bytes: number; files: number }): string {
  const megabytes = Math.round((quota.bytes / (1024 * 1024)) * 10) / 10;
  return (
    `Upload limit reached: your images may take ${megabytes} MB and ${quota.files} files in all. ` +
    'Remove images you no longer use from your cards and profiles, then try again ' +
    '(images nothing uses are deleted within a day).'
  );
}

export function qrContrastMessage(ratio: number): string {
  return `These colours are too close to scan reliably: their contrast is ${ratio.toFixed(2)}:1 and QR codes need at least 4.5:1. Make the foreground darker or the background lighter.`;
}

/**
 * Under 'Download Contact' when the page is open inside an app's own browser, which drops
 * contact files: how to get to the phone's browser. Apps put the menu behind ••• on iPhones and
 * ⋮ on Android; each names the choice a little differently.
 */
export function inAppBrowserHint(app: string, platform: 'ios' | 'android' | null): string {
  const opened = `Opened inside ${app}? Contacts can't be saved from here.`;
  if (platform === 'ios') {
    return `${opened} Tap ••• and choose 'Open in browser' (or 'Open in Safari'), then Download Contact.`;
  }
  if (platform === 'android') {
    return `${opened} Tap ⋮ and choose 'Open in browser' (or 'Open in Chrome'), then Download Contact.`;
  }
  return `${opened} Open this page in your browser from the app's menu, then Download Contact.`;
}

/** Under 'Message sent!': who answers, and how. */
export function whoAnswersMessage(name: string): string {
  return `${name} will get back to you at the e-mail address you gave.`;
}

/** The thank-you's link to the owner's contact file. */
export function saveContactLabel(name: string): string {
  return `Save ${name}'s contact`;
}

/** The join page's toast once the invitation is accepted. */
export function joinedTeamMessage(teamName: string): string {
  return `You joined ${teamName}`;
}

/** Beside a field the team's template locks, and the 403 of an edit of it. */
export function setByTeamMessage(teamName: string): string {
  return `Set by ${teamName}`;
}

/** A member's edit of a field the team's template locks (403). */
export function lockedByTeamMessage(teamName: string, fields: string[]): string {
  return `Set by ${teamName}: ${fields.join(', ')} cannot be changed on a team card. Ask your team's admin.`;
}

/** On a team card: who runs it. */
export function managedByTeamMessage(teamName: string): string {
  return `Managed by ${teamName}`;
}

/** The team's card list, under a card given to an invitation not yet accepted. */
export function cardWaitsForInviteeMessage(name: string): string {
  return `Waiting for ${name} to join`;
}

/** A pooled team card's public page: the person is gone, the company is still there. */
export function cardBeingHandedOverMessage(teamName: string): string {
  return `This card is on its way to a new colleague at ${teamName}.`;
}

/** The confirmation's title before a lead is erased. */
export function deleteLeadTitle(name: string): string {
  return `Delete the lead of ${name}?`;
}

/** A valid API key used where its scopes do not reach (403). */
export function apiKeyScopeMissingMessage(scope: string): string {
  return `This API key lacks the ${scope} scope.`;
}

/** An API key refused on a webhook whose events carry data the key may not read. */
export function webhookScopeMissingMessage(scope: string): string {
  return `This API key lacks the ${scope} scope, which this webhook's events need.`;
}

/** The thank-you's button: the owner's contact, e-mailed to the visitor. */
export function emailMeContactLabel(ownerName: string): string {
  return `E-mail me ${ownerName}'s contact`;
}

/** An answer other than 2xx from a receiver or a CRM, in a delivery log or on a lead. */
export function httpStatusError(statusCode: number): string {
  return `HTTP ${statusCode}`;
}

/** A webhook attempt that got no answer before its deadline, in its delivery log. */
export function webhookTimeoutError(seconds: number): string {
  return `No answer within ${seconds} s`;
}

/** Beside /subscribe's 'Submit': what it charges today and what follows ('$10.00 today, ...'). */
export function chargeTodayTerms(amount: string): string {
  return `${amount} today, renews monthly, cancel any time`;
}

/** The consent sentence the lead form suggests to its owner. */
export function consentSuggestion(firstName: string): string {
  return `I agree that ${firstName.trim() || 'the owner of this card'} may contact me about their products and services.`;
}

/** A lead HubSpot refused, with HubSpot's reason (the Messages screen). */
export function crmFailedMessage(error: string): string {
  return `Failed: ${error}`;
}

/**
 * Under the editor's colour picker when the page shows the accent in a readable shade: where the
 * chosen colour itself would be too faint as text on the design's background.
 */
export function accentAdjustedMessage(chosen: string, used: string): string {
  return `Text in your accent colour shows as ${used}: ${chosen} would be hard to read on this background.`;
}

/** The Login page after the inactivity sign-out (docs/product.md#inactivity-sign-out). */
export function signedOutIdleMessage(idleSeconds: number): string {
  const minutes = idleSeconds / 60;
  const span = Number.isInteger(minutes)
    ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
    : `${idleSeconds} ${idleSeconds === 1 ? 'second' : 'seconds'}`;
  return `You were signed out after ${span} without activity`;
}

/** After 'Sign out of all other sessions' (Settings → Security). */
export function otherSessionsSignedOutMessage(count: number): string {
  return count === 1 ? '1 other session signed out' : `${count} other sessions signed out`;
}

/** The 'Sign out' button of one session, for a screen reader: which session it ends. */
export function signOutSessionLabel(device: string): string {
  return `Sign out ${device}`;
}

/** The team's audit log names a change made through an API key after the key's account. */
export function apiKeyActorName(person: string): string {
  return `${person} (API key)`;
}

/** The name a new passkey is offered under: 'Chrome on Mac'. */
export function passkeyDeviceName(browser: string, system: string): string {
  return `${browser} on ${system}`;
}

/** A passkey's dates in the Security list. */
export function passkeyDatesLabel(added: string, lastUsed: string | null): string {
  return lastUsed ? `Added ${added}, last used ${lastUsed}` : `Added ${added}, never used`;
}
