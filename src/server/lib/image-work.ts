/**
 * sharp runs each image operation on a thread of libuv's pool (UV_THREADPOOL_SIZE, 4 by
 * default), holding it until the image is done, and so does @node-rs/argon2 for each password
 * hash. Left alone, one owner asking for 24 large QR codes at once fills all four threads and
 * queues every login behind them (22 s measured). So image work waits here instead, in
 * JavaScript, and at most IMAGE_WORK_SLOTS images are on the pool at once: the rest of the pool
 * stays free for password hashing, file reads and compression (decision 032).
 */
export const IMAGE_WORK_SLOTS = Math.max(
  1,
  Math.min(2, Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 2),
);

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` (one image's sharp calls) once a slot is free; the slot is freed however it ends. */
export async function imageWork<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_WORK_SLOTS) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` never drops and rises again.
    if (next) next();
    else running -= 1;
  }
}

/** How many image jobs run and wait now (tests). */
export function imageWorkLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
