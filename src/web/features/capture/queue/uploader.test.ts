import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, SessionEndedError } from '#web/lib/api-client';
import { createLeadStore, type LeadStore, type QueuedLead } from './lead-store';
import { createUploadController } from './upload-controller';
import {
  classifyFailure,
  nextAttemptAt,
  retryDelayMs,
  uploadPass,
  RETRY_MAX_MS,
  type UploadCalls,
  type UploaderDeps,
} from './uploader';

const NOW = 1_800_000_000_000;
const ALICE = 'user-alice';
const BOB = 'user-bob';

function lead(userId: string, queuedAt: number, name: string, extra: Partial<QueuedLead> = {}) {
  const clientId = randomUUID();
  return {
    clientId,
    userId,
    queuedAt,
    body: {
      firstName: name,
      lastName: '',
      email: `${name.toLowerCase()}@example.com`,
      source: 'manual' as const,
      clientId,
      capturedAt: new Date(queuedAt).toISOString(),
    },
    hasPhoto: false,
    leadId: null,
    error: null,
    attempts: 0,
    nextAttemptAt: 0,
    ...extra,
  } satisfies QueuedLead;
}

/** A server stand-in: what it was sent, and what it answers each call (in turn). */
function server(answers: { post?: Array<unknown>; photo?: Array<unknown> } = {}) {
  const posted: string[] = [];
  const photos: Array<{ leadId: string; size: number }> = [];
  const stored = new Map<string, string>();
  const calls: UploadCalls = {
    async postLead(body) {
      posted.push(body.firstName ?? '');
      const answer = answers.post?.shift();
      if (answer instanceof Error) throw answer;
      // As the API does: the same clientId answers the lead stored first.
      const id = stored.get(body.clientId) ?? randomUUID();
      stored.set(body.clientId, id);
      if (answer === 'lost') throw new ApiError(0, 'Could not reach the server.');
      return { id };
    },
    async putPhoto(leadId, photo) {
      const answer = answers.photo?.shift();
      if (answer instanceof Error) throw answer;
      photos.push({ leadId, size: photo.size });
    },
  };
  return { calls, posted, photos, stored };
}

function depsFor(store: LeadStore, calls: UploadCalls, now = NOW): UploaderDeps {
  return { store, calls, now: () => now, random: () => 0 };
}

const newStore = () => createLeadStore(`test-${randomUUID()}`);

describe('the lead queue', () => {
  it('lists an account’s leads oldest first, and only that account’s', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW + 2, 'Third'), null);
    await store.add(lead(BOB, NOW, 'Bobs'), null);
    await store.add(lead(ALICE, NOW, 'First'), null);
    await store.add(lead(ALICE, NOW + 1, 'Second'), null);
    expect((await store.list(ALICE)).map((l) => l.body.firstName)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(await store.count(ALICE)).toBe(3);
    expect(await store.count(BOB)).toBe(1);
    expect(await store.removeAll(ALICE)).toBe(3);
    expect(await store.count(ALICE)).toBe(0);
    expect((await store.list(BOB)).map((l) => l.body.firstName)).toEqual(['Bobs']);
  });

  it('keeps a photo with its lead and removes both together', async () => {
    const store = newStore();
    const queued = lead(ALICE, NOW, 'Mae', { hasPhoto: true });
    await store.add(queued, new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }));
    const photo = await store.photo(queued.clientId);
    expect(photo?.size).toBe(2048);
    expect(photo?.type).toBe('image/jpeg');
    await store.remove(queued.clientId);
    expect(await store.photo(queued.clientId)).toBeUndefined();
  });

  it('tells its listeners of every change', async () => {
    const store = newStore();
    let heard = 0;
    const stop = store.subscribe(() => heard++);
    const queued = lead(ALICE, NOW, 'Ada');
    await store.add(queued, null);
    await store.update({ ...queued, attempts: 1 });
    await store.remove(queued.clientId);
    stop();
    await store.add(lead(ALICE, NOW, 'Later'), null);
    expect(heard).toBe(3);
  });

  it('does not bring back a lead removed while an update was on its way', async () => {
    const store = newStore();
    const queued = lead(ALICE, NOW, 'Ada');
    await store.add(queued, null);
    await store.remove(queued.clientId);
    await store.update({ ...queued, attempts: 2 });
    expect(await store.get(queued.clientId)).toBeUndefined();
  });
});

describe('uploading', () => {
  it('sends each lead once, oldest first, and empties the queue', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW + 5, 'Katherine'), null);
    await store.add(lead(ALICE, NOW, 'Ada'), null);
    await store.add(lead(ALICE, NOW + 1, 'Mae'), null);
    const api = server();
    expect(await uploadPass(depsFor(store, api.calls), ALICE)).toEqual({ stopped: null });
    expect(api.posted).toEqual(['Ada', 'Mae', 'Katherine']);
    expect(await store.count(ALICE)).toBe(0);
    // A second pass has nothing to send.
    await uploadPass(depsFor(store, api.calls), ALICE);
    expect(api.posted).toHaveLength(3);
  });

  it('never uploads another account’s leads', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW, 'Ada'), null);
    await store.add(lead(BOB, NOW, 'Bobs'), null);
    const api = server();
    await uploadPass(depsFor(store, api.calls), BOB);
    expect(api.posted).toEqual(['Bobs']);
    expect(await store.count(ALICE)).toBe(1);
  });

  it('sends a lead whose answer was lost again with the same clientId, and it is one lead', async () => {
    const store = newStore();
    const queued = lead(ALICE, NOW, 'Ada');
    await store.add(queued, null);
    const api = server({ post: ['lost'] });
    expect(await uploadPass(depsFor(store, api.calls), ALICE)).toEqual({ stopped: 'network' });
    expect(await store.count(ALICE)).toBe(1);
    await uploadPass(depsFor(store, api.calls), ALICE);
    expect(api.posted).toEqual(['Ada', 'Ada']);
    expect([...api.stored.keys()]).toEqual([queued.clientId]);
    expect(await store.count(ALICE)).toBe(0);
  });

  it('stops at a network failure, waiting 2 s, then twice as long each time, up to 5 minutes', async () => {
    const store = newStore();
    const first = lead(ALICE, NOW, 'Ada');
    await store.add(first, null);
    await store.add(lead(ALICE, NOW + 1, 'Mae'), null);
    const api = server({
      post: [new ApiError(0, 'offline'), new ApiError(503, 'busy'), new ApiError(429, 'slow')],
    });
    const deps = depsFor(store, api.calls);
    await uploadPass(deps, ALICE);
    // The pass ended at the first lead: the second would have failed alike.
    expect(api.posted).toEqual(['Ada']);
    expect(await store.get(first.clientId)).toMatchObject({
      attempts: 1,
      nextAttemptAt: NOW + 2_000,
    });
    await uploadPass(deps, ALICE);
    expect(await store.get(first.clientId)).toMatchObject({
      attempts: 2,
      nextAttemptAt: NOW + 4_000,
    });
    await uploadPass(deps, ALICE);
    expect(await store.get(first.clientId)).toMatchObject({
      attempts: 3,
      nextAttemptAt: NOW + 8_000,
    });
    expect(nextAttemptAt(await store.list(ALICE))).toBe(0);
    expect(retryDelayMs(30, 0)).toBe(RETRY_MAX_MS);
    // Phones whose network came back at once spread their retries over a fifth more.
    expect(retryDelayMs(1, 1)).toBe(2_400);
  });

  it('keeps a lead the server refused, with its reason, and goes on with the others', async () => {
    const store = newStore();
    const refused = lead(ALICE, NOW, 'Ada');
    await store.add(refused, null);
    await store.add(lead(ALICE, NOW + 1, 'Mae'), null);
    const api = server({ post: [new ApiError(404, 'That event was not found')] });
    expect(await uploadPass(depsFor(store, api.calls), ALICE)).toEqual({ stopped: null });
    expect(api.posted).toEqual(['Ada', 'Mae']);
    expect(await store.list(ALICE)).toEqual([
      expect.objectContaining({ clientId: refused.clientId, error: 'That event was not found' }),
    ]);
    // Not tried again by itself: it waits for the owner to correct or discard it.
    await uploadPass(depsFor(store, api.calls), ALICE);
    expect(api.posted).toEqual(['Ada', 'Mae']);
    expect(nextAttemptAt(await store.list(ALICE))).toBeNull();
    // Corrected (error cleared), it goes.
    await store.update({ ...(await store.get(refused.clientId))!, error: null });
    await uploadPass(depsFor(store, api.calls), ALICE);
    expect(await store.count(ALICE)).toBe(0);
  });

  it('stops on a 401 and keeps every lead for the next sign-in', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW, 'Ada'), null);
    await store.add(lead(ALICE, NOW + 1, 'Mae'), null);
    const api = server({ post: [new SessionEndedError()] });
    expect(await uploadPass(depsFor(store, api.calls), ALICE)).toEqual({ stopped: 'signed-out' });
    expect(api.posted).toEqual(['Ada']);
    const kept = await store.list(ALICE);
    expect(kept.map((l) => [l.error, l.attempts])).toEqual([
      [null, 0],
      [null, 0],
    ]);
  });

  it('uploads the photo after its lead, and resumes a failed photo without posting again', async () => {
    const store = newStore();
    const queued = lead(ALICE, NOW, 'Mae', { hasPhoto: true });
    await store.add(queued, new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }));
    const api = server({ photo: [new ApiError(502, 'bad gateway')] });
    expect(await uploadPass(depsFor(store, api.calls), ALICE)).toEqual({ stopped: 'network' });
    const waiting = await store.get(queued.clientId);
    expect(waiting?.leadId).toBe(api.stored.get(queued.clientId));
    await uploadPass(depsFor(store, api.calls), ALICE);
    expect(api.posted).toEqual(['Mae']);
    expect(api.photos).toEqual([{ leadId: waiting!.leadId, size: 1000 }]);
    expect(await store.count(ALICE)).toBe(0);
  });

  it('keeps the photo waiting while the server has no photo route, passing on to the next lead', async () => {
    const store = newStore();
    const queued = lead(ALICE, NOW, 'Mae', { hasPhoto: true });
    await store.add(queued, new Blob([new Uint8Array(10)], { type: 'image/png' }));
    await store.add(lead(ALICE, NOW + 1, 'Ada'), null);
    const api = server({ photo: [new ApiError(404, 'Not found')] });
    expect(await uploadPass(depsFor(store, api.calls), ALICE)).toEqual({ stopped: null });
    expect(api.posted).toEqual(['Mae', 'Ada']);
    expect(await store.list(ALICE)).toEqual([
      expect.objectContaining({ clientId: queued.clientId, photoWaiting: true, error: null }),
    ]);
  });

  it('shows a refused photo on its lead (the lead itself is on the server)', async () => {
    const store = newStore();
    const queued = lead(ALICE, NOW, 'Mae', { hasPhoto: true });
    await store.add(queued, new Blob([new Uint8Array(10)], { type: 'image/png' }));
    const api = server({ photo: [new ApiError(413, 'Upload limit reached')] });
    await uploadPass(depsFor(store, api.calls), ALICE);
    expect(await store.get(queued.clientId)).toMatchObject({
      error: 'Upload limit reached',
      leadId: expect.any(String),
    });
  });

  it('does not send a lead discarded while the pass ran', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW, 'Ada'), null);
    const discarded = lead(ALICE, NOW + 1, 'Mae');
    await store.add(discarded, null);
    const api = server();
    const calls: UploadCalls = {
      ...api.calls,
      async postLead(body) {
        const answer = await api.calls.postLead(body);
        await store.remove(discarded.clientId);
        return answer;
      },
    };
    await uploadPass(depsFor(store, calls), ALICE);
    expect(api.posted).toEqual(['Ada']);
  });
});

describe('what a failure means', () => {
  it.each([
    [new ApiError(0, 'Could not reach the server.'), 'network'],
    [new ApiError(500, 'oops'), 'network'],
    [new ApiError(503, 'busy'), 'network'],
    [new ApiError(429, 'Too many requests'), 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [new ApiError(401, 'Session ended'), 'signed-out'],
    [new SessionEndedError(), 'signed-out'],
    [new ApiError(404, 'Not found'), 'not-yet'],
    [new ApiError(404, 'That card is not one of yours'), 'refused'],
    [new ApiError(400, 'Enter a name: a first name, a last name or both'), 'refused'],
    [new ApiError(413, 'Too large'), 'refused'],
  ])('%s is %s', (error, kind) => {
    expect(classifyFailure(error).kind).toBe(kind);
  });
});

describe('the uploads of a tab', () => {
  it('runs one pass at a time: a save during a pass gets one more pass after it', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW, 'Ada'), null);
    const api = server();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: UploadCalls = {
      ...api.calls,
      async postLead(body) {
        if (body.firstName === 'Ada') await gate;
        return api.calls.postLead(body);
      },
    };
    const controller = createUploadController(ALICE, {
      store,
      deps: { calls },
      onNetworkFailure: () => {},
    });
    const first = controller.kick();
    expect(controller.status()).toBe('uploading');
    await store.add(lead(ALICE, NOW + 1, 'Mae'), null);
    const second = controller.kick();
    const third = controller.kick();
    release();
    await Promise.all([first, second, third]);
    expect(api.posted).toEqual(['Ada', 'Mae']);
    expect(controller.status()).toBe('idle');
    controller.stop();
  });

  it('sends each lead once when two tabs upload at the same moment (one lock per account)', async () => {
    const store = newStore();
    for (let i = 0; i < 5; i++) await store.add(lead(ALICE, NOW + i, `Lead${i}`), null);
    const api = server();
    // navigator.locks as the two tabs share it: one holder at a time per name.
    const held = new Map<string, Promise<unknown>>();
    const lock = <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const before = held.get(name) ?? Promise.resolve();
      const mine = before.then(run, run);
      held.set(
        name,
        mine.catch(() => undefined),
      );
      return mine;
    };
    const tabs = [1, 2].map(() =>
      createUploadController(ALICE, {
        store,
        deps: { calls: api.calls },
        lock,
        onNetworkFailure: () => {},
      }),
    );
    await Promise.all(tabs.map((tab) => tab.kick()));
    expect(api.posted).toEqual(['Lead0', 'Lead1', 'Lead2', 'Lead3', 'Lead4']);
    tabs.forEach((tab) => tab.stop());
  });

  it('says when it waits for the network or for a sign-in', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW, 'Ada'), null);
    let syncs = 0;
    const offline = createUploadController(ALICE, {
      store,
      deps: { calls: server({ post: [new ApiError(0, 'offline')] }).calls },
      onNetworkFailure: () => syncs++,
    });
    await offline.kick();
    expect(offline.status()).toBe('offline');
    // The browser is asked to wake the page when the network is back (Background Sync).
    expect(syncs).toBe(1);
    offline.stop();
    const signedOut = createUploadController(ALICE, {
      store,
      deps: { calls: server({ post: [new ApiError(401, 'no')] }).calls },
      onNetworkFailure: () => {},
    });
    await signedOut.kick();
    expect(signedOut.status()).toBe('signed-out');
    signedOut.stop();
  });

  it('asks for no Background Sync while answering one, which the browser retries itself', async () => {
    const store = newStore();
    await store.add(lead(ALICE, NOW, 'Ada'), null);
    let syncs = 0;
    const controller = createUploadController(ALICE, {
      store,
      deps: {
        calls: server({ post: [new ApiError(503, 'down'), new ApiError(503, 'down')] }).calls,
      },
      onNetworkFailure: () => syncs++,
    });
    expect((await controller.kick('background-sync')).stopped).toBe('network');
    expect(controller.status()).toBe('offline');
    // Asked again while it fires, the sync would fire again at once: a loop of uploads.
    expect(syncs).toBe(0);
    expect((await controller.kick()).stopped).toBe('network');
    expect(syncs).toBe(1);
    controller.stop();
  });
});
