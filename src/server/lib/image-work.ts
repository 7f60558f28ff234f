import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/**
 * sharp runs each image operation on a thread of libuv's pool (UV_THREADPOOL_SIZE, 4 by
 * default), holding it until the image is done, and so does @node-rs/argon2 for each password
 * hash. Left alone, one owner asking for 24 large QR codes at once fills all four threads and
 * queues every login behind them (22 s measured). So image work waits here instead, in
 * JavaScript, and at most IMAGE_WORK_SLOTS images are on the pool at once: the rest of the pool
 * stays free for password hashing, file reads and compression (decision 032).
 */
/**
 * What no card needs, refused from the header before anything is decoded: a side longer than
 * MAX_IMAGE_SIDE_PX, a side more than MAX_IMAGE_ASPECT times the other, or more than
 * MAX_IMAGE_PIXELS in all. A 1 x 49 000 000 PNG of 190 KB passed the old 50-megapixel cap alone
 * and took minutes of work and gigabytes of memory to decode and resize.
 */
export const MAX_IMAGE_SIDE_PX = 10_000;
export const MAX_IMAGE_ASPECT = 20;
export const MAX_IMAGE_PIXELS = 25_000_000;

/** The options every `sharp(...)` reading an image passes: libvips refuses a larger input too. */
export const SHARP_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS } satisfies SharpOptions;

// One libvips thread per image (the slots below bound how many) and no operation cache, so an
// image costs one thread and its own pixels' memory, and nothing stays held after it.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Reads `bytes`' header with sharp's `metadata()` (which decodes no pixel data) and throws the
 * 422 every upload answers for an image outside the bounds above; answers the metadata read.
 */
export async function refuseCostlyImage(bytes: Buffer): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, SHARP_INPUT).metadata();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel/i.test(error.message);
    throw new AppError('UNPROCESSABLE', tooLarge ? COPY.imageOutOfBounds : COPY.unreadableImage);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw new AppError('UNPROCESSABLE', COPY.unreadableImage);
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (
    long > MAX_IMAGE_SIDE_PX ||
    long > MAX_IMAGE_ASPECT * short ||
    width * height > MAX_IMAGE_PIXELS
  )
    throw new AppError('UNPROCESSABLE', COPY.imageOutOfBounds);
  return meta;
}

export const IMAGE_WORK_SLOTS = Math.max(
  1,
  Math.min(2, Number(process.env.UV_THREADPOOL_SIZE ?? 4) - 2),
);

/**
 * How many slots one account's work may hold at once: one, so whatever an account sends, a slot
 * is free or frees for everyone else's (its own images wait behind each other).
 */
export const IMAGE_WORK_SLOTS_PER_KEY = 1;

let running = 0;
/** The waiting image jobs, by whose they are (an account id, "visitors", ...). */
const waiting = new Map<string, Array<() => void>>();
/**
 * For each key with work running or waiting: how many of its jobs run, and when one of them
 * last started. A freed slot goes to the waiting key served least recently, so one account
 * with thirty 25-megapixel uploads in flight waits behind itself, and another owner's QR
 * download takes the next free slot.
 */
const served = new Map<string, { running: number; lastStart: number }>();
let starts = 0;

function started(by: string): void {
  const entry = served.get(by) ?? { running: 0, lastStart: 0 };
  entry.running += 1;
  entry.lastStart = ++starts;
  served.set(by, entry);
}

function finished(by: string): void {
  const entry = served.get(by);
  if (!entry) return;
  entry.running -= 1;
  if (entry.running === 0 && !waiting.has(by)) served.delete(by);
}

const runningFor = (by: string) => served.get(by)?.running ?? 0;

/**
 * The first job of the waiting key served least recently that is below its share of the slots,
 * taken off its queue.
 */
function nextInTurn(): (() => void) | undefined {
  let turn: string | undefined;
  for (const key of waiting.keys()) {
    if (runningFor(key) >= IMAGE_WORK_SLOTS_PER_KEY) continue;
    const last = served.get(key)?.lastStart ?? 0;
    if (turn === undefined || last < (served.get(turn)?.lastStart ?? 0)) turn = key;
  }
  if (turn === undefined) return undefined;
  const jobs = waiting.get(turn)!;
  const next = jobs.shift();
  if (jobs.length === 0) waiting.delete(turn);
  return next;
}

/**
 * Runs `work` (one image's sharp calls) once a slot is free; the slot is freed however it ends.
 * `by` names whose work it is (an account id, or "visitors" for public pages): it holds at most
 * IMAGE_WORK_SLOTS_PER_KEY slots, and a freed slot goes to the waiting `by` served least
 * recently, not first come, first served.
 */
export async function imageWork<T>(work: () => Promise<T>, by = 'anyone'): Promise<T> {
  if (running >= IMAGE_WORK_SLOTS || runningFor(by) >= IMAGE_WORK_SLOTS_PER_KEY) {
    await new Promise<void>((resolve) => {
      const jobs = waiting.get(by);
      if (jobs) jobs.push(resolve);
      else waiting.set(by, [resolve]);
    });
  } else {
    running += 1;
  }
  started(by);
  try {
    return await work();
  } finally {
    finished(by);
    const next = nextInTurn();
    // The slot passes straight to the next waiter, so `running` never drops and rises again.
    if (next) next();
    else running -= 1;
  }
}

/** How many image jobs run and wait now (tests). */
export function imageWorkLoad(): { running: number; waiting: number } {
  let queued = 0;
  for (const jobs of waiting.values()) queued += jobs.length;
  return { running, waiting: queued };
}
