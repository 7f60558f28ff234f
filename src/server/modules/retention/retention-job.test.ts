import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopifyWebhooks } from '#server/db/schema';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { RETENTION_FIRST_RUN_MS, RETENTION_INTERVAL_MS, startRetentionJob } from './retention-job';

describe('startRetentionJob', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const oldWebhook = (id: string) =>
    t.deps.database.db.insert(shopifyWebhooks).values({
      webhookId: id,
      topic: 'orders/paid',
      receivedAt: new Date(t.clock.now().getTime() - 30 * 86_400_000),
    });
  /** Lets the run started by a timer finish (it awaits real database work). */
  const settle = () => vi.waitFor(() => expect(log.info).toHaveBeenCalled(), { timeout: 5_000 });
  const log = { info: vi.fn(), warn: vi.fn() };

  it('runs a minute after start, then every hour, and not after stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    await oldWebhook('first');
    const job = startRetentionJob(t.deps, log);
    vi.advanceTimersByTime(RETENTION_FIRST_RUN_MS - 1);
    expect(log.info).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    expect(log.info.mock.calls[0]![0]).toMatchObject({ retention: { shopifyWebhooks: 1 } });

    log.info.mockClear();
    await oldWebhook('second');
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS);
    await settle();
    expect(log.info.mock.calls[0]![0]).toMatchObject({ retention: { shopifyWebhooks: 1 } });

    log.info.mockClear();
    job.stop();
    vi.advanceTimersByTime(2 * RETENTION_INTERVAL_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
