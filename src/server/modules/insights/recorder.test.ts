import { describe, expect, it, vi } from 'vitest';
import { InsightsRecorder, type InsightEvent } from './recorder';

const event = (cardId: number): InsightEvent => ({ cardId, kind: 'view', at: 0 });
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('insights recorder', () => {
  it('only buffers on record, and writes everything in one batch on flush', async () => {
    const batches: InsightEvent[][] = [];
    const recorder = new InsightsRecorder(async (batch) => void batches.push(batch), quietLog());
    recorder.record(event(1));
    recorder.record(event(2));
    expect(batches).toEqual([]);
    expect(recorder.pending).toBe(2);
    await recorder.flush();
    expect(batches).toEqual([[event(1), event(2)]]);
    expect(recorder.pending).toBe(0);
    await recorder.flush();
    expect(batches).toHaveLength(1);
  });

  it('keeps a batch the database refused and writes it once the database is back', async () => {
    let down = true;
    const written: InsightEvent[] = [];
    const log = quietLog();
    const recorder = new InsightsRecorder(async (batch) => {
      if (down) throw new Error('connection refused');
      written.push(...batch);
    }, log);
    recorder.record(event(1));
    await recorder.flush();
    recorder.record(event(2));
    await recorder.flush();
    expect(written).toEqual([]);
    expect(recorder.pending).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(2);
    down = false;
    await recorder.flush();
    // In the order they happened.
    expect(written).toEqual([event(1), event(2)]);
  });

  it('drops what does not fit in its bound, counts it and says so once', async () => {
    const log = quietLog();
    const recorder = new InsightsRecorder(async () => {}, log, 3);
    for (let i = 0; i < 5; i += 1) recorder.record(event(i));
    expect(recorder.pending).toBe(3);
    expect(recorder.dropped).toBe(2);
    await recorder.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ dropped: 2 });
    await recorder.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('writes one batch at a time, and what is left when it stops', async () => {
    let release: () => void = () => {};
    const batches: number[] = [];
    const recorder = new InsightsRecorder(async (batch) => {
      batches.push(batch.length);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, quietLog());
    recorder.start(60_000);
    recorder.record(event(1));
    const first = recorder.flush();
    recorder.record(event(2));
    recorder.record(event(3));
    const stopped = recorder.stop();
    release();
    await Promise.all([first, stopped]);
    expect(batches).toEqual([1, 2]);
  });

  it('writes at most maxBatch events a statement, and puts back the rest in order when one fails', async () => {
    const batches: number[][] = [];
    let failOn = 2;
    const recorder = new InsightsRecorder(
      async (batch) => {
        if (batches.length + 1 === failOn) {
          failOn = 0;
          throw new Error('connection lost');
        }
        batches.push(batch.map((e) => e.cardId));
      },
      quietLog(),
      100,
      2,
    );
    for (let i = 1; i <= 5; i += 1) recorder.record(event(i));
    await recorder.flush();
    expect(batches).toEqual([[1, 2]]);
    expect(recorder.pending).toBe(3);
    recorder.record(event(6));
    await recorder.flush();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(recorder.pending).toBe(0);
  });
});
