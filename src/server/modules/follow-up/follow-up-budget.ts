import type { AppDeps } from '#server/app-deps';
import {
  limitersPerApp,
  type AttemptCount,
  type AttemptLimiter,
} from '#server/lib/attempt-limiter';

/**
 * The day's budgets of follow-up e-mails (docs/product.md#follow-up), beside the mail limits
 * that stand (invitations: 1 000 per account a day, 50 in its first 24 hours; the contact
 * e-mail: 3 per recipient a day). An account sends at most `perAccount` a day, fewer while it is
 * new (a throwaway account cannot spam); one person receives at most `perRecipient` a day from
 * all accounts together: a visitor of a trade show meets several exhibitors, but no one is
 * flooded by accounts made for it.
 */
export const FOLLOW_UP_LIMITS = {
  perAccount: 500,
  perNewAccount: 50,
  newAccountHours: 24,
  perRecipient: 10,
  windowSeconds: 86_400,
};

const followUpLimiters = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) => ({
  perAccount: deps.createLimiter('follow-up-account', FOLLOW_UP_LIMITS.windowSeconds),
  perRecipient: deps.createLimiter('follow-up-recipient', FOLLOW_UP_LIMITS.windowSeconds),
}));

/** Why a lead's e-mail did not fit: the account's day is spent, or the person's. */
export type Refusal =
  { budget: 'account'; count: AttemptCount; max: number } | { budget: 'recipient' };

/**
 * One send's budget: each e-mail is counted before it is queued (count first, then work), a
 * refused one is given back at once, and everything taken is given back if the send fails.
 * Once the account's day is spent nothing more is taken.
 */
export function followUpBudget(
  deps: Pick<AppDeps, 'createLimiter'>,
  { ownerId, accountMax }: { ownerId: string; accountMax: number },
) {
  const limiters = followUpLimiters(deps);
  const taken: Array<{ limiter: AttemptLimiter; key: string }> = [];
  let accountSpent: Refusal | null = null;
  return {
    /** Takes one e-mail to `recipient`; answers the refusal, or null when it fits. */
    async take(recipient: string): Promise<Refusal | null> {
      if (accountSpent) return accountSpent;
      const account = await limiters.perAccount.take(ownerId);
      if (account.count > accountMax) {
        await limiters.perAccount.giveBack(ownerId);
        accountSpent = { budget: 'account', count: account, max: accountMax };
        return accountSpent;
      }
      const person = recipient.toLowerCase();
      const received = await limiters.perRecipient.take(person);
      if (received.count > FOLLOW_UP_LIMITS.perRecipient) {
        await Promise.all([
          limiters.perAccount.giveBack(ownerId),
          limiters.perRecipient.giveBack(person),
        ]);
        return { budget: 'recipient' };
      }
      taken.push(
        { limiter: limiters.perAccount, key: ownerId },
        { limiter: limiters.perRecipient, key: person },
      );
      return null;
    },
    /** Gives back every e-mail this send counted: it failed, and sent none. */
    async giveBackAll(): Promise<void> {
      await Promise.allSettled(taken.map((entry) => entry.limiter.giveBack(entry.key)));
      taken.length = 0;
    },
  };
}

/** The account's daily follow-ups: fewer in its first hours. */
export function accountMaxFor(createdAt: Date, now: Date): number {
  const ageMs = now.getTime() - createdAt.getTime();
  return ageMs < FOLLOW_UP_LIMITS.newAccountHours * 3_600_000
    ? FOLLOW_UP_LIMITS.perNewAccount
    : FOLLOW_UP_LIMITS.perAccount;
}
