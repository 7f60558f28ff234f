import type { FastifyBaseLogger } from 'fastify';
import type { InsightKind } from '#server/db/schema';

/**
 * One counted event, as the public paths hand it over: flat and JSON-ready, because the batch is
 * sent to the database as the JSON of these objects (write-batch.ts), and small, because up to
 * MAX_BUFFERED_EVENTS of them wait in memory.
 */
export interface InsightEvent {
  cardId: number;
  kind: InsightKind;
  /** When it happened, in ms since the epoch. */
  at: number;
  /** Views: where the visitor came from (counted-request.ts). */
  source?: string;
  /** Views: the unsalted visitor key (hex), or null when the visitor asked not to be tracked. */
  visitor?: string | null;
  /** Clicks: the link followed, as the profile showed it. */
  linkUrl?: string;
  linkLabel?: string;
  /**
   * The (address, card) pair the per-address limits counted it under, until the shared limits
   * have counted it too; removed before the batch is written (limit-per-address.ts).
   */
  by?: string;
}

/** Writes one batch, all or nothing. */
export type BatchWriter = (events: InsightEvent[]) => Promise<void>;

/** Events held in memory at most; past this, new events are dropped (and counted). */
export const MAX_BUFFERED_EVENTS = 50_000;
/** How often the buffer is written. */
export const FLUSH_INTERVAL_MS = 1_000;
/**
 * Events per write at most, by database. Each write is one statement; between two the event
 * loop serves requests again. PGlite runs on the server's own thread (about 20 ms per 1 000
 * events), so its batches are small: this bounds how long one write holds the pages up. A
 * PostgreSQL statement costs ~15 ms whatever its size (a commit), so its batches are large.
 */
export const MAX_BATCH_EVENTS = { pglite: 1_000, postgres: 10_000 } as const;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Counts without slowing the page: `record` only appends to an array, and a timer writes what
 * gathered once a second, MAX_BATCH_EVENTS to a statement. A failed write (the database is down)
 * puts its batch and the rest back and the next tick tries again, so an outage delays counts but
 * never fails a page. The buffer is bounded: when it is full, events are dropped, counted and
 * logged.
 */
export class InsightsRecorder {
  private buffer: InsightEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;
  /** Events dropped because the buffer was full, since start. */
  dropped = 0;
  private droppedReported = 0;

  constructor(
    private readonly write: BatchWriter,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly maxBuffered = MAX_BUFFERED_EVENTS,
    private readonly maxBatch: number = MAX_BATCH_EVENTS.postgres,
  ) {}

  get pending(): number {
    return this.buffer.length;
  }

  record(event: InsightEvent): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.dropped += 1;
      return;
    }
    this.buffer.push(event);
  }

  start(intervalMs = FLUSH_INTERVAL_MS): void {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes everything recorded so far; resolves when written, or put back after a failure. */
  async flush(): Promise<void> {
    // One write at a time: a second caller waits for the running one, then writes the rest.
    while (this.flushing) await this.flushing;
    if (this.dropped > this.droppedReported) {
      this.log.warn(
        { dropped: this.dropped - this.droppedReported, buffered: this.buffer.length },
        'insights buffer full: events dropped',
      );
      this.droppedReported = this.dropped;
    }
    if (this.buffer.length === 0) return;
    this.flushing = this.writeAll();
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  /**
   * Writes what the buffer holds now, a batch at a time, yielding between batches; stops at the
   * first failure. What arrives meanwhile waits for the next flush.
   */
  private async writeAll(): Promise<void> {
    let remaining = this.buffer.length;
    while (remaining > 0) {
      const batch = this.buffer.splice(0, Math.min(this.maxBatch, remaining));
      remaining -= batch.length;
      try {
        await this.write(batch);
      } catch (error) {
        // Back in front of what is left and what arrived meanwhile, within the bound.
        const room = Math.max(0, this.maxBuffered - this.buffer.length);
        this.dropped += Math.max(0, batch.length - room);
        this.buffer = [...batch.slice(0, room), ...this.buffer];
        this.log.error({ err: error, events: batch.length }, 'insights batch not written');
        return;
      }
      if (remaining > 0) await nextTurn();
    }
  }
}
