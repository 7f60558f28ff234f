import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import { blackPng } from '#tests/support/long-png';
import {
  IMAGE_WORK_SLOTS,
  IMAGE_WORK_SLOTS_PER_KEY,
  imageWork,
  imageWorkLoad,
  refuseCostlyImage,
} from './image-work';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('imageWork', () => {
  it('runs at most IMAGE_WORK_SLOTS jobs of several accounts at once; a failed job frees its slot too', async () => {
    expect(IMAGE_WORK_SLOTS).toBe(2);
    let running = 0;
    let most = 0;
    const started: Array<() => void> = [];
    const jobs = Array.from({ length: 10 }, (_, i) =>
      imageWork(
        async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => started.push(resolve));
          running -= 1;
          if (i === 3) throw new Error('unreadable image');
          return i;
        },
        `account-${i % 5}`,
      ),
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
  it("holds one slot per account, so one account's flood leaves a slot to everyone else", async () => {
    expect(IMAGE_WORK_SLOTS_PER_KEY).toBe(1);
    const order: string[] = [];
    const release = new Map<string, () => void>();
    const job = (by: string, name: string) =>
      imageWork(async () => {
        order.push(name);
        await new Promise<void>((resolve) => release.set(name, resolve));
      }, by);
    const finish = async (name: string) => {
      release.get(name)!();
      await tick();
      await tick();
    };
    // The attacker sends ten images: one runs, nine wait, and a slot stays free.
    const jobs = Array.from({ length: 10 }, (_, i) => job('attacker', `a${i}`));
    await tick();
    expect(imageWorkLoad()).toEqual({ running: 1, waiting: 9 });
    // The owner's QR code starts at once in the free slot; their second waits for their first.
    jobs.push(job('owner', 'qr1'), job('owner', 'qr2'));
    await tick();
    expect(order).toEqual(['a0', 'qr1']);
    // A freed slot goes to whoever was served least recently: the owner's next, then the attacker's.
    await finish('qr1');
    expect(order).toEqual(['a0', 'qr1', 'qr2']);
    await finish('a0');
    expect(order.at(-1)).toBe('a1');
    for (let i = 1; i < 10; i++) await finish(i === 1 ? 'qr2' : `a${i - 1}`);
    await finish('a9');
    await Promise.all(jobs);
    expect(order).toHaveLength(12);
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
      await expect(refused).rejects.toEqual(refusal(COPY.imageOutOfBounds));
    }
    await expect(refuseCostlyImage(Buffer.from('not an image'))).rejects.toEqual(
      refusal(COPY.unreadableImage),
    );
  });
});
