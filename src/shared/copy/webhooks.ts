// The webhooks' and REST hooks' sentences with a value, in a module of their own: only the
// Integrations screen and the server use them, so the chunk of src/shared/copy.ts, which /login
// loads, does not carry them.

/** A REST hook (POST /api/hooks) or its samples asked for an event there is not: the ones there are. */
export function unknownWebhookEventMessage(events: readonly string[]): string {
  return `Choose one of the events ${events.join(', ')}.`;
}

/** What "Send test event" got: received (2xx), refused (another status), or no answer and why. */
export function webhookTestOutcomeMessage(outcome: {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}): string {
  const { statusCode, durationMs } = outcome;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    return `Received: HTTP ${statusCode} in ${durationMs} ms.`;
  }
  if (statusCode !== null) {
    return `Refused: HTTP ${statusCode} in ${durationMs} ms. Only a 2xx answer counts as received.`;
  }
  return `Not delivered after ${durationMs} ms: ${outcome.error ?? 'no answer'}`;
}

/** The copy button of a code snippet ('Node', 'Python') on the Integrations screen. */
export function copySnippetLabel(language: string): string {
  return `Copy the ${language} snippet`;
}

/** Under a webhook whose every delivery failed since `since` (a date as the screen writes it). */
export function webhookFailingSinceMessage(since: string): string {
  return `Every delivery has failed since ${since}. After 5 days of failures it is switched off.`;
}

/** Under a delivery still being retried: when its next attempt is due. */
export function webhookNextAttemptMessage(at: string): string {
  return `Next attempt ${at}.`;
}

/** The confirmation's title before an API key is revoked. */
export function revokeApiKeyTitle(name: string): string {
  return `Revoke the key ${name}?`;
}
