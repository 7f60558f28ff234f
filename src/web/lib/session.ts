import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { AUTH_TOKENS_STORAGE_KEY } from '#shared/constants';
import type { TokenPair } from '#shared/schemas/auth';
import { api, sessionStore, tokenStore } from './api';
import { ApiError } from './api-client';
import { currentUserQueryOptions } from './current-user';
import { forgetOtherAccounts } from './device-drafts';

/**
 * Start-up (docs/product.md#web-client): a valid access token loads the profile; an expired one is
 * refreshed first (by the API client); no usable token means signed out. A rejected session clears
 * the tokens.
 */
export async function initSession(queryClient: QueryClient): Promise<void> {
  if (!tokenStore.get()) {
    sessionStore.setStatus('anonymous');
    return;
  }
  try {
    await queryClient.fetchQuery({ ...currentUserQueryOptions(), retry: false });
    sessionStore.setStatus('authenticated');
  } catch (error) {
    // A definite "no" from the server ends the session; a network failure keeps the tokens
    // so the owner is not signed out by a flaky connection.
    if (error instanceof ApiError && error.status !== 0) tokenStore.clear();
    sessionStore.setStatus('anonymous');
  }
}

/**
 * Signs in with the tokens the login answered. Drafts another account left on this device (its
 * inactivity sign-out keeps them) are removed: a shared device holds one account's (decision 050).
 */
export async function signIn(queryClient: QueryClient, tokens: TokenPair): Promise<void> {
  tokenStore.set(tokens);
  const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), retry: false });
  forgetOtherAccounts(user.id);
  sessionStore.setStatus('authenticated');
}

/** Ends the session on the server (best effort) and forgets everything locally. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  if (tokenStore.get()) {
    // Loaded here, not at the top: the signed-out screens' first load stays without zod.
    const { OkResponse } = await import('#shared/schemas/common');
    await api.get('auth/logout', OkResponse).catch(() => undefined);
  }
  clearSession(queryClient);
}

/** Keeps tabs in step: signing out in one tab signs out the others; signing in likewise. */
export function watchOtherTabs(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_TOKENS_STORAGE_KEY && event.key !== null) return;
    if (!tokenStore.get()) {
      queryClient.clear();
      sessionStore.setStatus('anonymous');
    } else if (sessionStore.getStatus() === 'anonymous') {
      void initSession(queryClient);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * The session status. Prerendering at build time and hydrating a prerendered page both read it
 * as the store holds it: 'anonymous' then, as main.tsx hydrates only a signed-out visit.
 */
export function useSessionStatus() {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getStatus,
    sessionStore.getStatus,
  );
}

/** Forgets the local session without calling the server (e.g. after creating another account). */
export function clearSession(queryClient: QueryClient): void {
  tokenStore.clear();
  queryClient.clear();
  sessionStore.setStatus('anonymous');
}
