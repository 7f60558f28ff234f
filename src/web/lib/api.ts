import { createApiClient, type SessionEndReason } from './api-client';
import { createSessionStore } from './session-store';
import { localStorageTokenStore } from './token-storage';

/** The app's single token store, session store and API client. */
export const tokenStore = localStorageTokenStore();
export const sessionStore = createSessionStore();

let sessionEndedHandler: (reason: SessionEndReason) => void = (reason) => {
  sessionStore.setStatus('anonymous', reason);
};

/** main.tsx installs the handler that also clears the cache and navigates. */
export function setSessionEndedHandler(handler: (reason: SessionEndReason) => void) {
  sessionEndedHandler = handler;
}

export const api = createApiClient({
  tokens: tokenStore,
  onSessionEnded: (reason) => sessionEndedHandler(reason),
});
