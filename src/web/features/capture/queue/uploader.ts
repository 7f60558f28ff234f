import { COPY } from '#shared/copy';
import { ApiError, ResponseShapeError, SessionEndedError } from '#web/lib/api-client';
import type { LeadStore, QueuedLead } from './lead-store';

/** The first wait after a failed try; it doubles each try, up to the longest. */
export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** The calls an upload makes (the API's in the app, stand-ins in tests). */
export interface UploadCalls {
  postLead(body: QueuedLead['body']): Promise<{ id: string }>;
  putPhoto(leadId: string, photo: Blob): Promise<void>;
}

export interface UploaderDeps {
  store: LeadStore;
  calls: UploadCalls;
  now(): number;
  /** 0..1, spreading the retries of many phones whose hall network came back at once. */
  random(): number;
}

/**
 * What a failed call means for the queue:
 * - `network`: no answer, a timeout, a 5xx or a 429: try again later, the lead as it is;
 * - `not-yet`: the server has no photo route yet (its 404 'Not found'): the photo waits;
 * - `refused`: any other 4xx: the server will refuse it again; the owner edits or discards it;
 * - `signed-out`: the session ended (401): stop everything until the account signs in again.
 */
export type Failure =
  { kind: 'network' | 'not-yet' | 'signed-out' } | { kind: 'refused'; message: string };

export function classifyFailure(error: unknown): Failure {
  if (error instanceof SessionEndedError) return { kind: 'signed-out' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signed-out' };
    if (error.status === 0 || error.status === 429 || error.status >= 500) {
      return { kind: 'network' };
    }
    // An unknown API path answers exactly this; a lead that is gone says 'Message not found'.
    if (error.status === 404 && error.message === COPY.notFound) return { kind: 'not-yet' };
    return { kind: 'refused', message: error.message || COPY.requestFailed };
  }
  // The server took it but answered a shape the app does not know: trying again answers the same.
  if (error instanceof ResponseShapeError) return { kind: 'refused', message: COPY.requestFailed };
  // Anything else (the browser's storage, a fetch that threw oddly) may pass next time.
  return { kind: 'network' };
}

/** The wait before try `attempts + 1`: 2 s doubling to 5 minutes, plus up to a fifth more. */
export function retryDelayMs(attempts: number, random: number): number {
  const base = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
  return Math.round(base * (1 + 0.2 * random));
}

/** How one lead's upload ended: gone from the queue, or why it stays. */
export type StepResult = 'done' | 'refused' | 'waiting' | 'network' | 'signed-out';

async function postpone(
  deps: UploaderDeps,
  { lead, patch = {} }: { lead: QueuedLead; patch?: Partial<QueuedLead> },
) {
  const attempts = lead.attempts + 1;
  await deps.store.update({
    ...lead,
    ...patch,
    attempts,
    nextAttemptAt: deps.now() + retryDelayMs(attempts, deps.random()),
  });
}

/**
 * Uploads one lead: `POST /api/leads` unless the server took it already (its id is kept), then
 * its photo. A lead leaves the queue only once the server has all of it.
 */
export async function uploadOne(deps: UploaderDeps, queued: QueuedLead): Promise<StepResult> {
  let lead = queued;
  if (!lead.leadId) {
    let id: string;
    try {
      ({ id } = await deps.calls.postLead(lead.body));
    } catch (error) {
      return afterFailure(deps, { lead, failure: classifyFailure(error), step: 'lead' });
    }
    if (!lead.hasPhoto) {
      await deps.store.remove(lead.clientId);
      return 'done';
    }
    // Kept first: a photo step that fails resumes from here, never posting the lead again.
    lead = { ...lead, leadId: id, attempts: 0, nextAttemptAt: 0 };
    await deps.store.update(lead);
  }
  const photo = await deps.store.photo(lead.clientId);
  if (photo) {
    try {
      await deps.calls.putPhoto(lead.leadId!, photo);
    } catch (error) {
      return afterFailure(deps, { lead, failure: classifyFailure(error), step: 'photo' });
    }
  }
  await deps.store.remove(lead.clientId);
  return 'done';
}

async function afterFailure(
  deps: UploaderDeps,
  { lead, failure, step }: { lead: QueuedLead; failure: Failure; step: 'lead' | 'photo' },
): Promise<StepResult> {
  switch (failure.kind) {
    case 'signed-out':
      return 'signed-out';
    case 'network':
      await postpone(deps, { lead });
      return 'network';
    case 'not-yet':
      if (step === 'photo') {
        await postpone(deps, { lead, patch: { photoWaiting: true } });
        return 'waiting';
      }
      // No lead route at all: this server cannot take leads, which no retry mends.
      await deps.store.update({ ...lead, error: COPY.notFound });
      return 'refused';
    case 'refused':
      await deps.store.update({ ...lead, error: failure.message });
      return 'refused';
  }
}

/** Why a pass stopped before the end of the queue, if it did. */
export type PassResult = { stopped: null | 'network' | 'signed-out' };

/**
 * One pass over the account's queue, oldest first, one lead at a time. A lead the server refused
 * waits for its owner; a lead whose photo waits for the server is passed over; a network
 * failure ends the pass (the rest would fail alike), as does a session that ended. Each lead is
 * read again before it is sent: one discarded or edited meanwhile is not sent as it was.
 */
export async function uploadPass(deps: UploaderDeps, userId: string): Promise<PassResult> {
  for (const listed of await deps.store.list(userId)) {
    const lead = await deps.store.get(listed.clientId);
    if (!lead || lead.error) continue;
    const result = await uploadOne(deps, lead);
    if (result === 'network' || result === 'signed-out') return { stopped: result };
  }
  return { stopped: null };
}

/** When the next try is due for the leads that wait for it (null: none does). */
export function nextAttemptAt(leads: QueuedLead[]): number | null {
  const due = leads.filter((lead) => !lead.error).map((lead) => lead.nextAttemptAt);
  return due.length ? Math.min(...due) : null;
}
