import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * Text recognition (tesseract.js) on a few warm worker threads, so that reading a photo never
 * runs on the event loop: a recognition takes a second or two of CPU in its worker while the
 * process goes on answering everything else. At most `workers` photos are read at once and at
 * most `queueLimit` wait; past that, or past the deadline, the caller hears so at once
 * (`OcrBusyError`, `OcrTimeoutError`) and answers 503. A recognition still running at its
 * deadline is stopped by ending its thread, and a fresh one takes its place: a pathological image
 * holds a worker for `timeoutMs` at most (decision 069).
 *
 * The English model is read from the @tesseract.js-data/eng package's folder and nothing is
 * cached or fetched: the server reads cards with no network, and no file is written.
 */

/** What a recognition answers: tesseract's TSV (a row per page, block, line and word) and its confidence. */
export interface OcrResult {
  /** Tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height, conf, text. */
  tsv: string;
  /** The mean confidence of the words, 0 to 100. */
  confidence: number;
}

export interface OcrPool {
  /** How long a recognition may take from its request, waiting included (ms). */
  readonly timeoutMs: number;
  /** Starts the workers now (the server at start-up) rather than on the first recognition. */
  start(): Promise<void>;
  /**
   * Reads the text of an image (PNG, JPEG, ...) by `deadline` (epoch ms); rejects with
   * OcrBusyError when `queueLimit` recognitions wait already, OcrTimeoutError at the deadline.
   */
  recognize(image: Buffer, deadline: number): Promise<OcrResult>;
  /** How many recognitions run and wait now. */
  load(): { running: number; waiting: number };
  /** Ends every worker; a recognition after it starts them again. */
  close(): Promise<void>;
}

export class OcrBusyError extends Error {}
export class OcrTimeoutError extends Error {}

export interface OcrPoolOptions {
  /** Worker threads, each reading one image at a time. */
  workers: number;
  /** Recognitions that may wait for a worker; more are refused (default: 4 per worker). */
  queueLimit?: number;
  /** The deadline `recognize` callers should give, from the request (default 20 s). */
  timeoutMs?: number;
  log?: { error(object: unknown, message: string): void };
}

export const OCR_TIMEOUT_MS = 20_000;

const require = createRequire(import.meta.url);
/** The LSTM model only ("best_int"): 3 MB, where the one with the legacy engine is 11 MB. */
export const ENGLISH_MODEL_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** tesseract.js's worker script, started at the lowest CPU priority (ocr-thread.mjs). */
const THREAD_SCRIPT = fileURLToPath(new URL('./ocr-thread.mjs', import.meta.url));

/** One tesseract worker thread, ready, with the settings every card is read with. */
async function startWorker(onError: (error: unknown) => void): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    cacheMethod: 'none',
    workerPath: THREAD_SCRIPT,
    // Without it tesseract.js throws a job's failure inside the thread's message handler, which
    // is an uncaught exception of the whole process.
    errorHandler: onError,
  });
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    // Photos carry no usable resolution; tesseract would guess one per image and print it.
    user_defined_dpi: '300',
    // Tesseract's own diagnostics ("Detected 7 diacritics") would land in the server's log.
    debug_file: '/dev/null',
  } as Parameters<Worker['setParameters']>[0]);
  return worker;
}

interface Job {
  image: Buffer;
  resolve(result: OcrResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
  settled: boolean;
}

interface Slot {
  worker: Promise<Worker>;
  job: Job | undefined;
}

/**
 * Ends a slot's thread once the recognition just handed to it has been posted: tesseract.js
 * posts it a microtask later, and a worker ended before that fails the post as an unhandled
 * rejection.
 */
async function end(slot: Slot): Promise<void> {
  try {
    const worker = await slot.worker;
    await new Promise((resolve) => setImmediate(resolve));
    await worker.terminate();
  } catch {
    // A worker that never started has nothing to end.
  }
}

export function createOcrPool(options: OcrPoolOptions): OcrPool {
  const size = Math.max(1, options.workers);
  const queueLimit = options.queueLimit ?? 4 * size;
  const timeoutMs = options.timeoutMs ?? OCR_TIMEOUT_MS;
  const logError = (error: unknown) => options.log?.error({ err: error }, 'OCR worker failed');
  let slots: Slot[] = [];
  const waiting: Job[] = [];

  const newSlot = (): Slot => {
    const worker = startWorker(logError);
    // A worker that fails to start is replaced on its next job, not left rejecting.
    worker.catch(logError);
    return { worker, job: undefined };
  };

  function settle(job: Job, outcome: { result: OcrResult } | { error: Error }) {
    if (job.settled) return;
    job.settled = true;
    clearTimeout(job.timer);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  }

  /** Ends a slot's worker (stuck, failed) and puts a fresh one in its place. */
  function replace(slot: Slot) {
    const index = slots.indexOf(slot);
    void end(slot);
    if (index !== -1) slots[index] = newSlot();
  }

  function run(slot: Slot, job: Job) {
    slot.job = job;
    slot.worker
      .then((worker) => worker.recognize(job.image, {}, { text: false, tsv: true }))
      .then(
        ({ data }) => settle(job, { result: { tsv: data.tsv ?? '', confidence: data.confidence } }),
        (error: unknown) => {
          settle(job, { error: error instanceof Error ? error : new Error(String(error)) });
          replace(slot);
        },
      )
      .finally(() => {
        if (slot.job !== job) return; // timed out: the slot was replaced already
        slot.job = undefined;
        next();
      });
  }

  function next() {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = waiting.shift();
      if (!job) return;
      run(slot, job);
    }
  }

  function onDeadline(job: Job) {
    settle(job, { error: new OcrTimeoutError('recognition past its deadline') });
    const queued = waiting.indexOf(job);
    if (queued !== -1) {
      waiting.splice(queued, 1);
      return;
    }
    const slot = slots.find((candidate) => candidate.job === job);
    if (!slot) return;
    slot.job = undefined;
    replace(slot);
    next();
  }

  const ensureStarted = () => {
    if (slots.length === 0) slots = Array.from({ length: size }, newSlot);
  };

  return {
    timeoutMs,
    async start() {
      ensureStarted();
      await Promise.all(slots.map((slot) => slot.worker));
    },
    recognize(image, deadline) {
      ensureStarted();
      const idle = slots.some((slot) => !slot.job);
      if (!idle && waiting.length >= queueLimit) {
        return Promise.reject(new OcrBusyError('OCR queue full'));
      }
      return new Promise<OcrResult>((resolve, reject) => {
        const job: Job = {
          image,
          resolve,
          reject,
          settled: false,
          timer: setTimeout(() => onDeadline(job), Math.max(0, deadline - Date.now())),
        };
        waiting.push(job);
        next();
      });
    },
    load() {
      return { running: slots.filter((slot) => slot.job).length, waiting: waiting.length };
    },
    async close() {
      const closing = slots;
      slots = [];
      for (const job of waiting.splice(0)) settle(job, { error: new OcrBusyError('OCR closed') });
      for (const slot of closing)
        if (slot.job) settle(slot.job, { error: new OcrBusyError('OCR closed') });
      await Promise.all(closing.map(end));
    },
  };
}
