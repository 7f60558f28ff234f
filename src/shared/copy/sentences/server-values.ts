// The server's refusals and reports with a value: the rate limit, /readyz, API keys' scopes, an
// answer from a receiver or a CRM.
import { icu } from './language';

/** The global rate limit's refusal; `after` is the wait in words ("1 minute"). */
export const tooManyRequestsMessage = icu<[after: string]>(
  'Too many requests. Please try again in {after}.',
  'after',
);
/** /readyz when a dependency is down: "Database unavailable", "Database and Redis unavailable". */
export const unavailableMessage = icu<[down: string]>('{down} unavailable', 'down');
export const unexpectedOrderShapeMessage = icu<[problem: string]>(
  'Unexpected order shape: {problem}',
  'problem',
);
/** An answer other than 2xx from a receiver or a CRM, in a delivery log or on a lead. */
export const httpStatusError = icu<[statusCode: number]>('HTTP {statusCode}', 'statusCode');
/** A valid API key used where its scopes do not reach (403). */
export const apiKeyScopeMissingMessage = icu<[scope: string]>(
  'This API key lacks the {scope} scope.',
  'scope',
);
/** An API key refused on a webhook whose events carry data the key may not read. */
export const webhookScopeMissingMessage = icu<[scope: string]>(
  "This API key lacks the {scope} scope, which this webhook's events need.",
  'scope',
);
/** The team's audit log names a change made through an API key after the key's account. */
export const apiKeyActorName = icu<[person: string]>('{person} (API key)', 'person');
