import { LRUCache } from 'lru-cache';
import { AppError } from './app-error';
import type { AttemptLimiter } from './attempt-limiter';
import { limitAddress } from './client-address';

/**
 * One cached answer: its bytes, its validator, and the changes that make it stale. The body is
 * kept encoded: a string would be measured and encoded to UTF-8 again on every answer, a fifth
 * of the CPU of serving a cached page (decision 019).
 */
export interface CachedAnswer {
  body: Buffer;
  /** The body is gzipped (a page, gzip-at-rest.ts): sent as is to clients that take gzip. */
  encoding?: 'gzip';
  etag: string;
  /** What it was made from, e.g. 'card:12' and 'owner:{uuid}': a change to either drops it. */
  tags: readonly string[];
  /** The vCard's download name. */
  fileName?: string;
  /** The card it shows, for counting its views and saves. */
  cardId?: number;
  /** A redirect instead of a page: where a retired handle leads now (decision 031). */
  location?: string;
}

/**
 * A cached answer's body from its text, in a buffer of its own: a small Buffer.from() is a slice
 * of a shared 8 KiB block, which an entry would keep alive past what the cache counts.
 */
export function answerBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/**
 * What every public answer (profile JSON, page, vCard) says to browsers and CDNs: keep the bytes
 * if you like, but ask on every view. The question is a cheap 304 from memory, edits show at
 * once, and every view reaches the server.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The tags of an answer made from a card: a change to the card or to its owner drops it. */
export function cardTags(card: { id: number; ownerId: string | null }): string[] {
  return card.ownerId ? [`card:${card.id}`, `owner:${card.ownerId}`] : [`card:${card.id}`];
}

/** Bookkeeping per entry beyond the body: the key, the tags, the map nodes. */
const ENTRY_OVERHEAD_BYTES = 256;

function sizeOf(answer: CachedAnswer, key: string): number {
  return (
    answer.body.length +
    answer.etag.length +
    key.length +
    answer.tags.reduce((sum, tag) => sum + tag.length, 0) +
    (answer.fileName?.length ?? 0) +
    ENTRY_OVERHEAD_BYTES
  );
}

/** Forgets that many invalidations at most; fills older than the forgetting are not stored. */
const REMEMBERED_INVALIDATIONS = 10_000;

/**
 * Keys found to name nothing, remembered this long (decision 029): a printed card whose handle
 * was dropped, scanned again and again, costs one query per key and period. Any change the
 * database announces forgets them all, so a handle just taken answers at once.
 */
export const NEGATIVE_TTL_MS = 10_000;
/** Unknown keys remembered at most (a few dozen bytes each). */
const NEGATIVE_ENTRIES = 10_000;

/**
 * Lookups of keys that name nothing one address may make (decision 029): far more than anyone
 * mistyping or following stale links, far fewer than a script trying random handles. A lookup
 * that finds something never counts, so a real page is never refused, from memory or not.
 */
export const UNKNOWN_KEY_LIMITS = { max: 100, windowSeconds: 600 } as const;

/** What limits lookups of unknown keys per address (the plugin gives it the app's limiter). */
interface UnknownKeyGuard {
  limiter: AttemptLimiter;
  message: string;
  /** The limiter failed (Redis away): the read goes on unlimited rather than failing. */
  onError(error: unknown): void;
  /**
   * How long a refusal is held before it is sent: a flood's connections then wait instead of
   * asking again at once, which leaves the process to everyone else (the owner's API).
   */
  refusalDelayMs?: number;
}

/**
 * What visitors read (profile JSON, page HTML, vCard), kept in memory: bounded in bytes, least
 * recently used out, one entry per key it was asked by (handle or uuid). Entries are dropped by
 * tag when the database announces a change (db/change-notifications.ts), and the cache only
 * answers while those announcements are heard: while the listener is down, every read goes to
 * the database (decision 019).
 *
 * A fill that read the database before a change and finishes after its announcement would put
 * stale bytes back for good; so every fill takes a ticket (a sequence number) before it reads,
 * and is stored only when none of its tags was invalidated, and the cache was not emptied, since.
 */
export class PublicReadCache {
  private readonly lru: LRUCache<string, CachedAnswer> | undefined;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly invalidatedAt = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer | null>>();
  /** Keys found to name nothing, with when they are forgotten (ms, on `now`). */
  private readonly negatives = new LRUCache<string, number>({ max: NEGATIVE_ENTRIES });
  private sequence = 0;
  /** Fills that took their ticket before this are never stored. */
  private floor = 0;
  /** Fills that found nothing are not remembered if they took their ticket before this. */
  private negativeFloor = 0;
  private guard: UnknownKeyGuard | undefined;
  /**
   * Addresses found past their budget, until when (ms, on `now`): their lookups that find nothing
   * are refused without asking the shared counters again, so a flood's requests cost no round
   * trip there (a lookup that finds something still answers).
   */
  private readonly refusedUntil = new LRUCache<string, number>({ max: NEGATIVE_ENTRIES });
  private listening = false;
  private settler: (timeoutMs: number) => Promise<boolean> = async () => true;
  hits = 0;
  misses = 0;
  /** Answers 'nothing here' from memory. */
  negativeHits = 0;

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lru =
      maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({
            maxSize: maxBytes,
            sizeCalculation: sizeOf,
            dispose: (answer, key) => this.untag(key, answer.tags),
          })
        : undefined;
  }

  /** Whether answers are served from memory: the cache is on and changes are being heard. */
  get active(): boolean {
    return this.lru !== undefined && this.listening;
  }

  get entries(): number {
    return this.lru?.size ?? 0;
  }

  get bytes(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  /**
   * The cached answer for key, or the loader's (stored when still fresh); null when the loader
   * finds nothing, which is remembered for NEGATIVE_TTL_MS or until the next change. Concurrent
   * misses of one key share one load, so a popular profile whose entry was just dropped costs
   * one query.
   *
   * With the client's `ip`, whatever is not answered from memory as found is a possible unknown
   * key (decision 029). It is counted against the address before the database is asked (count
   * first, decision 009: parallel lookups cannot all see the budget unspent), and given back
   * when it finds something. A key that exists always answers, whatever the address spent; past
   * UNKNOWN_KEY_LIMITS only a lookup that finds nothing is refused (429).
   */
  async load(
    key: string,
    loader: () => Promise<CachedAnswer | null>,
    ip?: string,
  ): Promise<CachedAnswer | null> {
    const cached = this.active ? this.lru?.get(key) : undefined;
    if (cached) {
      this.hits += 1;
      return cached;
    }
    const address = ip !== undefined && this.guard ? limitAddress(ip) : undefined;
    const counted = address === undefined ? undefined : await this.countLookup(address);
    const answer = this.active ? await this.fill(key, loader) : await loader();
    if (answer) {
      if (counted?.taken) this.giveBack(address!);
      return answer;
    }
    if (counted?.spent) throw await this.refusal();
    return null;
  }

  /** `load` for one client: what it asks counts against its address (see `load`). */
  for(ip: string): Pick<PublicReadCache, 'load'> {
    return { load: (key, loader) => this.load(key, loader, ip) };
  }

  /**
   * Limits lookups of unknown keys per address with `limiter` (its window should be
   * UNKNOWN_KEY_LIMITS.windowSeconds), refusing with `message`.
   */
  limitUnknownKeys(guard: UnknownKeyGuard): void {
    this.guard = guard;
  }

  /**
   * Counts one lookup against the address: `taken` when the shared counter holds it (to give
   * back if it finds something), `spent` when the address is past its budget. An address found
   * spent is remembered here for a tenth of the window, so a flood's further lookups cost no
   * round trip to the shared counter; past that it is asked again (it may have started over),
   * which keeps Retry-After honest without a TTL read.
   */
  private async countLookup(address: string): Promise<{ taken: boolean; spent: boolean }> {
    const guard = this.guard!;
    if ((this.refusedUntil.get(address) ?? 0) > this.now()) return { taken: false, spent: true };
    let used: number;
    try {
      used = (await guard.limiter.take(address)).count;
    } catch (error) {
      guard.onError(error);
      return { taken: false, spent: false };
    }
    const spent = used > UNKNOWN_KEY_LIMITS.max;
    if (spent) {
      this.refusedUntil.set(address, this.now() + UNKNOWN_KEY_LIMITS.windowSeconds * 100);
    }
    return { taken: true, spent };
  }

  /**
   * A lookup that found something does not count. Not awaited, so a found page never waits for
   * it: the memory counter gives back at once, and Redis runs one connection's commands in order.
   */
  private giveBack(address: string): void {
    void this.guard!.limiter.giveBack(address).catch((error: unknown) =>
      this.guard!.onError(error),
    );
  }

  /** The 429 for a lookup that found nothing past the budget, held a moment (refusalDelayMs). */
  private async refusal(): Promise<AppError> {
    const guard = this.guard!;
    if (guard.refusalDelayMs) {
      await new Promise((resolve) => setTimeout(resolve, guard.refusalDelayMs));
    }
    return new AppError('TOO_MANY_REQUESTS', guard.message, {
      retryAfterSeconds: UNKNOWN_KEY_LIMITS.windowSeconds,
    });
  }

  private fill(key: string, loader: () => Promise<CachedAnswer | null>) {
    const forgetAt = this.negatives.get(key);
    if (forgetAt !== undefined) {
      if (forgetAt > this.now()) {
        this.negativeHits += 1;
        return Promise.resolve(null);
      }
      this.negatives.delete(key);
    }
    this.misses += 1;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const ticket = this.sequence;
    const loading = loader()
      .then((answer) => {
        if (answer) this.store(key, answer, ticket);
        else if (this.listening && ticket >= this.negativeFloor) {
          this.negatives.set(key, this.now() + NEGATIVE_TTL_MS);
        }
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }

  /** Keys remembered as naming nothing. */
  get negativeEntries(): number {
    return this.negatives.size;
  }

  /** Drops every entry made from this tag (a card or an owner that changed). */
  invalidate(tag: string): void {
    this.sequence += 1;
    this.invalidatedAt.set(tag, this.sequence);
    // Whatever changed may have made a remembered unknown key name something (a handle set, a
    // subscription or a card back): they are cheap to look up again.
    this.forgetNegatives();
    if (this.invalidatedAt.size > REMEMBERED_INVALIDATIONS) {
      this.invalidatedAt.clear();
      this.floor = this.sequence;
    }
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.lru?.delete(key);
  }

  /** Empties the cache; fills under way are not stored. */
  clear(): void {
    this.sequence += 1;
    this.floor = this.sequence;
    this.invalidatedAt.clear();
    this.lru?.clear();
    this.keysByTag.clear();
    this.forgetNegatives();
  }

  private forgetNegatives(): void {
    this.negativeFloor = this.sequence;
    this.negatives.clear();
  }

  /** The change feed's settle (db/change-notifications.ts), once it is listening. */
  settleWith(settler: (timeoutMs: number) => Promise<boolean>): void {
    this.settler = settler;
  }

  /**
   * Resolves true once every change committed before the call has reached this cache, false
   * when that is not known within timeoutMs (then nothing is served from memory anyway, or the
   * change arrives moments later).
   */
  settle(timeoutMs = 1_000): Promise<boolean> {
    return this.settler(timeoutMs);
  }

  /** Called by the listener: answers come from memory only while changes are heard. */
  setListening(listening: boolean): void {
    if (listening === this.listening) return;
    // Either way, what was kept may have missed a change: start empty.
    this.clear();
    this.listening = listening;
  }

  private store(key: string, answer: CachedAnswer, ticket: number): void {
    if (!this.lru || !this.listening || ticket < this.floor) return;
    if (answer.tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > ticket)) return;
    this.lru.set(key, answer);
    // Too big for the bound: lru-cache refuses it.
    if (!this.lru.has(key)) return;
    for (const tag of answer.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
