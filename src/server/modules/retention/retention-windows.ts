const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long each kind of row is kept once it can no longer be used. Each window is longer than
 * the last moment the row can still matter; docs/decisions/011-uploads-quota-and-retention.md
 * gives the reasons.
 */
export const RETENTION_WINDOWS_MS = {
  /**
   * Refresh tokens (used or not) after they expire. A used token stays while it could still be
   * presented, so a replay inside its lifetime is still seen and revokes the family.
   */
  expiredRefreshToken: DAY_MS,
  /** Revoked sessions after revocation (their refresh tokens go with them). */
  revokedSession: 7 * DAY_MS,
  /** Sessions with no refresh token left (all expired and pruned), after they started. */
  sessionWithoutTokens: DAY_MS,
  /** A device an account signed in from, after its last sign-in there (decision 056). */
  unseenDevice: 90 * DAY_MS,
  /**
   * A sign-in's second step (a two-step token) and a passkey's challenge, after they expire
   * (5 minutes after they were handed out): kept a day, for the log of a sign-in gone wrong.
   */
  expiredSignInStep: DAY_MS,
  /** Reset and e-mail change links after they were used or expired (invitations stay). */
  spentAccountToken: 7 * DAY_MS,
  /** Sent (or finally refused) mail after it was queued. */
  finishedMail: 30 * DAY_MS,
  /** Webhook deliveries sent or given up, after they were queued (their log, replayable). */
  finishedDelivery: 30 * DAY_MS,
  /** Shopify webhook ids: Shopify retries a webhook for 48 hours. */
  shopifyWebhook: 7 * DAY_MS,
  /** Stripe event ids: Stripe retries for up to 3 days. */
  billingEvent: 10 * DAY_MS,
} as const;

/** Rows deleted per statement: one run never holds many row locks for long. */
export const RETENTION_BATCH = 1_000;
