/**
 * Every sentence a user or an API client reads, in one place (docs/decisions/016): the catalogue
 * in src/shared/copy/sentences.ts, read as `COPY.name` (a namespace, so each bundle carries
 * only the sentences its code names). Sentences with a value are ICU sentences there too
 * (decision 074, the `*-values` modules); below, the names they have always been imported by,
 * and the few that choose between sentences or shape a value first.
 * tests/repository/copy-catalogue.test.ts fails when a source file writes a sentence anywhere
 * else.
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

import {
  decidedRequestsLabel,
  passkeyAddedUsedLabel,
  passkeyNeverUsedLabel,
  signedOutIdleMinutesMessage,
  signedOutIdleSecondsMessage,
  unreadAndDecidedLabel,
  unreadMessagesLabel,
} from './copy/sentences/account-values';
import {
  qrColoursTooCloseMessage,
  uploadLimitReachedMessage,
} from './copy/sentences/editor-values';
import { fieldTooLongMessage, tooLongMessage } from './copy/sentences/forms-values';
import { LANGUAGE } from './copy/sentences/language';
import {
  consentSuggestionNamed,
  consentSuggestionUnnamed,
  inAppBrowserAndroidHint,
  inAppBrowserIosHint,
  inAppBrowserOtherHint,
} from './copy/sentences/public-page-values';
import { unavailableMessage } from './copy/sentences/server-values';
import { lockedByTeamFieldsMessage } from './copy/sentences/teams-values';

export {
  cardMovedMessage,
  chargeTodayTerms,
  otherSessionsSignedOutMessage,
  passkeyDeviceName,
  pendingEmailMessage,
  signOutSessionLabel,
  unreadMessagesLabel,
} from './copy/sentences/account-values';
export { accentAdjustedMessage } from './copy/sentences/editor-values';
export { crmFailedMessage } from './copy/sentences/crm-values';
export { deleteLeadTitle } from './copy/sentences/follow-up-values';
export {
  requiredMessage,
  singleLineMessage,
  tooManyButtonsMessage,
} from './copy/sentences/forms-values';
export {
  cardBeingHandedOverMessage,
  emailMeContactLabel,
  saveContactLabel,
  whoAnswersMessage,
} from './copy/sentences/public-page-values';
export {
  apiKeyActorName,
  apiKeyScopeMissingMessage,
  httpStatusError,
  tooManyRequestsMessage,
  unexpectedOrderShapeMessage,
  webhookScopeMissingMessage,
} from './copy/sentences/server-values';
export {
  cardWaitsForInviteeMessage,
  joinedTeamMessage,
  managedByTeamMessage,
  setByTeamMessage,
} from './copy/sentences/teams-values';
export { webhookTimeoutError } from './copy/sentences/webhooks-values';

/** The bell's label when decisions on the member's change requests wait to be seen. */
export function notificationsLabel(unreadMessages: number, decidedRequests: number): string {
  if (decidedRequests === 0) return unreadMessagesLabel(unreadMessages);
  return unreadMessages === 0
    ? decidedRequestsLabel(decidedRequests)
    : unreadAndDecidedLabel(unreadMessages, decidedRequests);
}

/** A field over its length limit; without a label the field's own error line names it. */
export function maxLengthMessage(max: number, field?: string): string {
  return field ? fieldTooLongMessage(max, field) : tooLongMessage(max);
}

/** /readyz when a dependency is down: "Database unavailable", "Database and Redis unavailable". */
export function dependenciesUnavailableMessage(down: string[]): string {
  return unavailableMessage(new Intl.ListFormat(LANGUAGE, { type: 'conjunction' }).format(down));
}

export function uploadQuotaMessage(quota: { bytes: number; files: number }): string {
  const megabytes = Math.round((quota.bytes / (1024 * 1024)) * 10) / 10;
  return uploadLimitReachedMessage(megabytes, quota.files);
}

export function qrContrastMessage(ratio: number): string {
  return qrColoursTooCloseMessage(ratio.toFixed(2));
}

/** Under 'Download Contact' inside an app's own browser: the way out its platform offers. */
export function inAppBrowserHint(app: string, platform: 'ios' | 'android' | null): string {
  if (platform === 'ios') return inAppBrowserIosHint(app);
  if (platform === 'android') return inAppBrowserAndroidHint(app);
  return inAppBrowserOtherHint(app);
}

/** A member's edit of a field the team's template locks (403). */
export function lockedByTeamMessage(teamName: string, fields: string[]): string {
  return lockedByTeamFieldsMessage(teamName, fields.join(', '));
}

/** The consent sentence the lead form suggests to its owner. */
export function consentSuggestion(firstName: string): string {
  const name = firstName.trim();
  return name ? consentSuggestionNamed(name) : consentSuggestionUnnamed;
}

/** The Login page after the inactivity sign-out (docs/product.md#inactivity-sign-out). */
export function signedOutIdleMessage(idleSeconds: number): string {
  const minutes = idleSeconds / 60;
  return Number.isInteger(minutes)
    ? signedOutIdleMinutesMessage(minutes)
    : signedOutIdleSecondsMessage(idleSeconds);
}

/** A passkey's dates in the Security list. */
export function passkeyDatesLabel(added: string, lastUsed: string | null): string {
  return lastUsed ? passkeyAddedUsedLabel(added, lastUsed) : passkeyNeverUsedLabel(added);
}
