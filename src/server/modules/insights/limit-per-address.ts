import { LRUCache } from 'lru-cache';
import type { AppDeps } from '#server/app-deps';
import type { AttemptLimiter } from '#server/lib/attempt-limiter';
import { limitAddress } from '#server/lib/client-address';
import type { Clock } from '#server/lib/runtime';
import type { InsightEvent } from './recorder';

/**
 * What one address can add to one card's Insights per window (decision 029): enough for a
 * venue's Wi-Fi, where dozens of phones share one address, and no more for a script that
 * rotates its User-Agent.
 */
export const PER_ADDRESS_LIMITS = {
  windowSeconds: 600,
  views: 100,
  /** New visitors: views from more browsers than this still count, as views. */
  visitors: 60,
  /** Saves and clicks, each. */
  actions: 100,
} as const;

/** (address, card) pairs followed per process; the least recently active are forgotten. */
const TRACKED_PAIRS = 10_000;

interface Budget {
  resetAt: number;
  views: number;
  saves: number;
  clicks: number;
  /** The visitors counted so far (a prefix of their keys: within one address, enough). */
  visitors: Set<string>;
}

/**
 * The per-process half of the limits, on the page's path: a map lookup and a few increments,
 * no I/O. It drops what one address adds to one card past PER_ADDRESS_LIMITS, and stamps what it
 * lets through with the pair's key (`by`) for the shared half (SharedAddressLimits), which the
 * recorder runs before writing.
 */
export class AddressLimits {
  private readonly budgets = new LRUCache<string, Budget>({ max: TRACKED_PAIRS });

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  /**
   * The event as it may be recorded: null when the address has used this card's budget for its
   * kind; a view past the visitor budget keeps counting as a view, without its visitor.
   */
  admit(ip: string, event: InsightEvent): InsightEvent | null {
    if (event.kind === 'message') return event;
    const by = `${limitAddress(ip)}|${event.cardId}`;
    const now = this.clock.now().getTime();
    let budget = this.budgets.get(by);
    if (!budget || budget.resetAt <= now) {
      budget = {
        resetAt: now + PER_ADDRESS_LIMITS.windowSeconds * 1000,
        views: 0,
        saves: 0,
        clicks: 0,
        visitors: new Set(),
      };
      this.budgets.set(by, budget);
    }
    if (event.kind === 'view') {
      if (budget.views >= PER_ADDRESS_LIMITS.views) return null;
      budget.views += 1;
      if (event.visitor) {
        const visitor = event.visitor.slice(0, 16);
        if (!budget.visitors.has(visitor)) {
          if (budget.visitors.size >= PER_ADDRESS_LIMITS.visitors) event.visitor = null;
          else budget.visitors.add(visitor);
        }
      }
    } else {
      const kind = event.kind === 'save' ? 'saves' : 'clicks';
      if (budget[kind] >= PER_ADDRESS_LIMITS.actions) return null;
      budget[kind] += 1;
    }
    event.by = by;
    return event;
  }
}

/**
 * The shared half: the same budgets counted by every process (in Redis when REDIS_URL is set,
 * through deps.createLimiter), applied to a batch before it is written, once a second, off the
 * page's path. Each process lets at most the whole budget through to here, so the shared
 * counters see a bounded number of events per pair whatever the flood.
 */
export class SharedAddressLimits {
  private readonly views: AttemptLimiter;
  private readonly saves: AttemptLimiter;
  private readonly clicks: AttemptLimiter;
  private readonly visitors: AttemptLimiter;
  private readonly seen: AttemptLimiter;

  constructor(
    deps: Pick<AppDeps, 'createLimiter'>,
    private readonly log: { warn(object: object, message: string): void },
  ) {
    const window = PER_ADDRESS_LIMITS.windowSeconds;
    this.views = deps.createLimiter('insight-views', window);
    this.saves = deps.createLimiter('insight-saves', window);
    this.clicks = deps.createLimiter('insight-clicks', window);
    this.visitors = deps.createLimiter('insight-visitors', window);
    this.seen = deps.createLimiter('insight-visitor-seen', window);
  }

  /**
   * Takes out of the batch (in place, so a batch put back after a failed write stays without
   * them) what other processes' events already used up, and removes each event's `by` (it never
   * reaches the database). When the counters cannot be reached, the per-process limits stand
   * alone: Insights are not worth failing or stalling for.
   */
  async apply(batch: InsightEvent[]): Promise<void> {
    const outcomes = await Promise.allSettled(
      batch.map((event) => (event.by ? this.check(event, event.by) : true)),
    );
    let kept = 0;
    let failed: unknown;
    outcomes.forEach((outcome, i) => {
      const event = batch[i]!;
      delete event.by;
      if (outcome.status === 'rejected') failed ??= outcome.reason;
      if (outcome.status === 'rejected' || outcome.value) batch[kept++] = event;
    });
    batch.length = kept;
    if (failed) {
      this.log.warn({ err: failed }, 'insights: shared per-address limits unreachable');
    }
  }

  private async check(event: InsightEvent, by: string): Promise<boolean> {
    if (event.kind === 'save' || event.kind === 'click') {
      const limiter = event.kind === 'save' ? this.saves : this.clicks;
      return (await limiter.take(by)).count <= PER_ADDRESS_LIMITS.actions;
    }
    if ((await this.views.take(by)).count > PER_ADDRESS_LIMITS.views) return false;
    if (event.visitor) {
      // A visitor seen before in the window was counted then, or refused then: either way this
      // view adds no visitor (and a refused one must not slip in on a later view).
      const first = (await this.seen.take(`${by}|${event.visitor}`)).count === 1;
      if (!first || (await this.visitors.take(by)).count > PER_ADDRESS_LIMITS.visitors) {
        event.visitor = null;
      }
    }
    return true;
  }
}
