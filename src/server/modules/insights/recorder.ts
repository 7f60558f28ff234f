import type { FastifyBaseLogger } from 'fastify';
import type { InsightKind } from '#server/db/schema';

/** One counted event, as the public paths hand it over. */
export interface InsightEvent {
  cardId: number;
  kind: InsightKind;
  at: Date;
  /** Views: where the visitor came from (counted-request.ts). */
  source?: string;
  /** Views: the unsalted visitor key, or null when the visitor asked not to be tracked. */
  visitor?: Buffer | null;
  /** Clicks: the link followed. */
  link?: { url: string; label: string };
}

/** Writes one batch, all or nothing. */
export type BatchWriter = (events: InsightEvent[]) => Promise<void>;

/** Events held in memory at most; past this, new events are dropped (and counted). */
export const MAX_BUFFERED_EVENTS = 50_000;
/** How often the buffer is written. */
export const FLUSH_INTERVAL_MS = 1_000;

/**
 * Counts without slowing the page: `record` only appends to an array, and a timer writes what
 * gathered once a second in one transaction. A failed write (the database is down) puts the batch
 * back and the next tick tries again, so an outage delays counts but never fails a page. The
 * buffer is bounded: when it is full, events are dropped, counted and logged.
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
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.write(batch).then(
      () => undefined,
      (error: unknown) => {
        // Back in front of what arrived meanwhile, within the bound.
        const room = Math.max(0, this.maxBuffered - this.buffer.length);
        this.dropped += Math.max(0, batch.length - room);
        this.buffer = [...batch.slice(0, room), ...this.buffer];
        this.log.error({ err: error, events: batch.length }, 'insights batch not written');
      },
    );
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }
}
