import type { SessionEndReason } from './api-client';

/** Not loaded, then loaded and either authenticated or not (docs/product.md#web-client). */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

type Listener = () => void;

/**
 * The session status as a tiny external store, readable from React (useSyncExternalStore)
 * and from plain modules (the API client's session-ended callback).
 */
export function createSessionStore() {
  let status: SessionStatus = 'loading';
  let lastEndReason: SessionEndReason | null = null;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    getStatus: () => status,
    getLastEndReason: () => lastEndReason,
    setStatus(next: SessionStatus, reason: SessionEndReason | null = null) {
      lastEndReason = reason;
      if (next === status) return;
      status = next;
      emit();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
