import { postCapturedLead } from '../api/capture-lead';
import { putLeadPhoto } from '../api/upload-lead-photo';
import { leadStore, type LeadStore } from './lead-store';
import { nextAttemptAt, uploadPass, type PassResult, type UploaderDeps } from './uploader';

export { leadStore };

/** The Background Sync tag the service worker wakes this page with (src/web/public/sw.js). */
export const SYNC_TAG = 'catalyst-capture-upload';

/** What the screen says about the uploads: nothing, busy, waiting for a network, or a sign-in. */
export type UploadStatus = 'idle' | 'uploading' | 'offline' | 'signed-out';

type Lock = <T>(name: string, run: () => Promise<T>) => Promise<T>;

/** One uploader per device and account: Web Locks where the browser has them, across tabs. */
const browserLock: Lock = (name, run) =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, run) : run();

export interface UploadController {
  /**
   * Uploads what waits, now; a call while a pass runs asks for one more pass after it. A pass
   * that meets no network asks for a Background Sync, unless it is one: the browser retries a
   * failed sync itself, later and later, where asking again while it fires would have it fire
   * at once, an upload loop against a server answering 503.
   */
  kick(trigger?: 'background-sync'): Promise<PassResult>;
  status(): UploadStatus;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

/**
 * The uploads of one account in this tab: passes one at a time (and, with the lock, one across
 * the device's tabs), the next one timed for the earliest retry due, and the status the screen
 * shows. Passes for another account never run here: the queue is read by `userId`.
 */
export function createUploadController(
  userId: string,
  {
    store = leadStore(),
    deps = {},
    lock = browserLock,
    onNetworkFailure = requestBackgroundSync,
  }: {
    store?: LeadStore;
    deps?: Partial<UploaderDeps>;
    lock?: Lock;
    onNetworkFailure?: () => void;
  } = {},
): UploadController {
  const uploader: UploaderDeps = {
    store,
    calls: { postLead: postCapturedLead, putPhoto: putLeadPhoto },
    now: Date.now,
    random: Math.random,
    ...deps,
  };
  let running: Promise<PassResult> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let status: UploadStatus = 'idle';
  const listeners = new Set<() => void>();
  const setStatus = (next: UploadStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  };

  async function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const next = nextAttemptAt(await store.list(userId));
    if (next === null || stopped) return;
    timer = setTimeout(() => void kick(), Math.max(0, next - uploader.now()));
  }

  function kick(trigger?: 'background-sync'): Promise<PassResult> {
    if (running) {
      again = true;
      return running;
    }
    const asksForSync = trigger !== 'background-sync';
    setStatus('uploading');
    running = (async () => {
      let result: PassResult;
      do {
        again = false;
        result = await lock(`catalyst-capture-upload:${userId}`, () =>
          uploadPass(uploader, userId),
        );
      } while (again && result.stopped === null && !stopped);
      return result;
    })()
      .catch((): PassResult => ({ stopped: 'network' }))
      .then(async (result) => {
        running = null;
        setStatus(
          result.stopped === 'signed-out'
            ? 'signed-out'
            : result.stopped === 'network'
              ? 'offline'
              : 'idle',
        );
        if (result.stopped === 'network' && asksForSync) onNetworkFailure();
        if (result.stopped !== 'signed-out') await schedule();
        return result;
      });
    return running;
  }

  return {
    kick,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Asks the browser to wake the service worker once the network is back (Background Sync, in
 * Chromium browsers), which then asks an open page to upload (decision 070). Elsewhere the
 * `online` event and the next open do it.
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
        ?.sync;
      return sync?.register(SYNC_TAG);
    })
    .catch(() => undefined);
}

let active: { userId: string; controller: UploadController; users: number } | null = null;

/**
 * Starts (or joins) this tab's uploads for the signed-in account: now, when the browser comes
 * online, when the page is shown again, and when the service worker passes on a Background
 * Sync. Answers the function that leaves; the last to leave stops them.
 */
export function startUploads(userId: string): { controller: UploadController; leave(): void } {
  if (active && active.userId !== userId) {
    active.controller.stop();
    active = null;
  }
  if (!active) {
    const controller = createUploadController(userId);
    active = { userId, controller, users: 0 };
    watchTriggers(controller);
  }
  const joined = active;
  joined.users += 1;
  void joined.controller.kick();
  return {
    controller: joined.controller,
    leave() {
      joined.users -= 1;
      if (joined.users > 0 || active !== joined) return;
      joined.controller.stop();
      active = null;
    },
  };
}

function watchTriggers(controller: UploadController) {
  const kick = () => void controller.kick();
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== 'capture-upload') return;
    // The worker's sync waits for this answer: a pass that met no network is tried again later.
    void controller
      .kick('background-sync')
      .then((result) => event.ports[0]?.postMessage(result.stopped ? 'failed' : 'done'));
  };
  window.addEventListener('online', kick);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const stop = controller.stop;
  controller.stop = () => {
    stop();
    window.removeEventListener('online', kick);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  };
}
