import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { MESSAGES } from '#shared/messages';
import { blackPng } from '#tests/support/long-png';
import { IMAGE_WORK_SLOTS, imageWork, imageWorkLoad, refuseCostlyImage } from './image-work';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('imageWork', () => {
  it('runs at most IMAGE_WORK_SLOTS jobs at once; a failed job frees its slot too', async () => {
    expect(IMAGE_WORK_SLOTS).toBe(2);
    let running = 0;
    let most = 0;
    const started: Array<() => void> = [];
    const jobs = Array.from({ length: 10 }, (_, i) =>
      imageWork(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => started.push(resolve));
        running -= 1;
        if (i === 3) throw new Error('unreadable image');
        return i;
      }),
    );
    const settled = Promise.allSettled(jobs);
    await tick();
    expect(imageWorkLoad()).toEqual({ running: IMAGE_WORK_SLOTS, waiting: 10 - IMAGE_WORK_SLOTS });
    for (let finished = 0; finished < 10; finished += 1) {
      started.shift()!();
      await tick();
      await tick();
    }
    const results = await settled;
    expect(most).toBe(IMAGE_WORK_SLOTS);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(9);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('refuseCostlyImage', () => {
  const refusal = (message: string) => expect.objectContaining({ code: 'UNPROCESSABLE', message });

  it('passes an image within every bound and answers its header', async () => {
    await expect(refuseCostlyImage(blackPng(10_000, 500))).resolves.toMatchObject({
      width: 10_000,
      height: 500,
    });
    await expect(refuseCostlyImage(blackPng(100, 2000))).resolves.toMatchObject({ height: 2000 });
  });

  it('refuses a long side, a long ratio or too many pixels, and what it cannot read', async () => {
    for (const [width, height] of [
      [10_001, 1],
      [1, 21],
      [2100, 100],
      [5001, 5001],
    ] as const) {
      const refused = refuseCostlyImage(blackPng(width, height));
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toEqual(refusal(MESSAGES.imageOutOfBounds));
    }
    await expect(refuseCostlyImage(Buffer.from('not an image'))).rejects.toEqual(
      refusal(MESSAGES.unreadableImage),
    );
  });
});
