import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CaptureLeadBody } from '#shared/schemas/capture';

/**
 * A lead captured on this phone, kept in IndexedDB until the server has it (decision 070). Every
 * lead goes through here first, online or not, so there is one way a lead reaches the server.
 */
export interface QueuedLead {
  /** The phone's UUID for the lead: the key here and the API's idempotency key. */
  clientId: string;
  /** The account it was captured under: only that account's session uploads it. */
  userId: string;
  /** When it was queued (ms): the upload order, oldest first. */
  queuedAt: number;
  /** `POST /api/leads`'s body, `clientId` and `capturedAt` included. */
  body: CaptureLeadBody & { clientId: string; capturedAt: string };
  /** A photo of their card waits in the photo store under the same clientId. */
  hasPhoto: boolean;
  /** The lead's id once `POST /api/leads` took it: the photo step resumes without posting again. */
  leadId: string | null;
  /** Set when the server refused it (a 4xx): it waits for the owner to edit or discard it. */
  error: string | null;
  /** Failed tries since the last success, and when the next may start (ms): the backoff. */
  attempts: number;
  nextAttemptAt: number;
  /** Set while the photo step waits for a server that does not take photos yet. */
  photoWaiting?: boolean;
}

interface CaptureDb extends DBSchema {
  leads: { key: string; value: QueuedLead; indexes: { byUser: [string, number] } };
  photos: { key: string; value: Blob };
}

const DB_NAME = 'catalyst-capture';
/** Other tabs (and this one's other hooks) hear of every change here, to show the same count. */
const CHANGES_CHANNEL = 'catalyst-capture-queue';

export interface LeadStore {
  add(lead: QueuedLead, photo: Blob | null): Promise<void>;
  /** The account's leads, oldest first. */
  list(userId: string): Promise<QueuedLead[]>;
  get(clientId: string): Promise<QueuedLead | undefined>;
  update(lead: QueuedLead): Promise<void>;
  photo(clientId: string): Promise<Blob | undefined>;
  /** Replaces (or with null removes) the photo, and the lead that says whether it has one. */
  replace(lead: QueuedLead, photo: Blob | null | undefined): Promise<void>;
  remove(clientId: string): Promise<void>;
  /** Every lead of the account, photos included: a sign-out that discards them. */
  removeAll(userId: string): Promise<number>;
  count(userId: string): Promise<number>;
  /** Calls `listener` after any change, in this tab or another; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

function byUser(userId: string) {
  return IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]);
}

/** The store on this browser's IndexedDB (`indexedDB` is fake-indexeddb in unit tests). */
export function createLeadStore(name: string = DB_NAME): LeadStore {
  let opened: Promise<IDBPDatabase<CaptureDb>> | null = null;
  const db = () =>
    (opened ??= openDB<CaptureDb>(name, 1, {
      upgrade(database) {
        const leads = database.createObjectStore('leads', { keyPath: 'clientId' });
        leads.createIndex('byUser', ['userId', 'queuedAt']);
        database.createObjectStore('photos');
      },
    }));
  const listeners = new Set<() => void>();
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(`${CHANGES_CHANNEL}:${name}`);
  channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
  const changed = () => {
    listeners.forEach((listener) => listener());
    channel?.postMessage('changed');
  };

  return {
    async add(lead, photo) {
      const tx = (await db()).transaction(['leads', 'photos'], 'readwrite');
      await Promise.all([
        tx.objectStore('leads').add(lead),
        photo ? tx.objectStore('photos').put(photo, lead.clientId) : undefined,
        tx.done,
      ]);
      changed();
    },
    async list(userId) {
      return (await db()).getAllFromIndex('leads', 'byUser', byUser(userId));
    },
    async get(clientId) {
      return (await db()).get('leads', clientId);
    },
    async update(lead) {
      const tx = (await db()).transaction('leads', 'readwrite');
      // A lead removed meanwhile (uploaded, or discarded in another tab) stays removed.
      if (await tx.store.getKey(lead.clientId)) await tx.store.put(lead);
      await tx.done;
      changed();
    },
    async photo(clientId) {
      return (await db()).get('photos', clientId);
    },
    async replace(lead, photo) {
      const tx = (await db()).transaction(['leads', 'photos'], 'readwrite');
      const photos = tx.objectStore('photos');
      await Promise.all([
        tx.objectStore('leads').put(lead),
        photo === undefined
          ? undefined
          : photo
            ? photos.put(photo, lead.clientId)
            : photos.delete(lead.clientId),
        tx.done,
      ]);
      changed();
    },
    async remove(clientId) {
      const tx = (await db()).transaction(['leads', 'photos'], 'readwrite');
      await Promise.all([
        tx.objectStore('leads').delete(clientId),
        tx.objectStore('photos').delete(clientId),
        tx.done,
      ]);
      changed();
    },
    async removeAll(userId) {
      const tx = (await db()).transaction(['leads', 'photos'], 'readwrite');
      const keys = await tx.objectStore('leads').index('byUser').getAllKeys(byUser(userId));
      await Promise.all([
        ...keys.flatMap((key) => [
          tx.objectStore('leads').delete(key),
          tx.objectStore('photos').delete(key),
        ]),
        tx.done,
      ]);
      changed();
      return keys.length;
    },
    async count(userId) {
      return (await db()).countFromIndex('leads', 'byUser', byUser(userId));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: LeadStore | null = null;

/** The app's one store of queued leads. */
export function leadStore(): LeadStore {
  return (shared ??= createLeadStore());
}
