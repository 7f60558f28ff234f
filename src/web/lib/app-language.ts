import type { QueryClient } from '@tanstack/react-query';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '#shared/i18n/app-language';
import { firstSpoken, type Language } from '#shared/i18n/languages';
import type { CurrentUser } from '#shared/schemas/auth';
import { APP_LANGUAGE } from './app-locale';
import { currentUserQueryOptions } from './current-user';

/** Set once the app reloaded for a language: a server that cannot send it is not asked again. */
const RELOADED_FOR = 'cc-language-reload';

/** The language an owner reads the app in: their choice, else the browser's first spoken. */
export function wantedLanguage(
  locale: Language | null,
  browserLanguages: readonly string[] = navigator.languages,
): Language {
  return locale ?? firstSpoken(browserLanguages) ?? 'en';
}

function readCookie(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
}

/**
 * Follows the signed-in owner's language: the cookie the server picks the app's build by says
 * it, and when this build speaks another, the page reloads into the right one, once (a server
 * whose build lacks the language answers with another, and the app stays on that).
 */
export function followOwnerLanguage(locale: Language | null): void {
  const wanted = wantedLanguage(locale);
  if (readCookie() !== wanted) {
    document.cookie = `${LANGUAGE_COOKIE}=${wanted}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }
  if (wanted === APP_LANGUAGE) {
    try {
      sessionStorage.removeItem(RELOADED_FOR);
    } catch {
      // Nothing was remembered without storage.
    }
    return;
  }
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === wanted) return;
    sessionStorage.setItem(RELOADED_FOR, wanted);
  } catch {
    // No storage to remember the reload by: no reload, rather than one in a loop.
    return;
  }
  window.location.reload();
}

/** Follows the owner's language whenever their profile arrives or is saved (Settings). */
export function watchOwnerLanguage(queryClient: QueryClient): () => void {
  const key = JSON.stringify(currentUserQueryOptions().queryKey);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (JSON.stringify(event.query.queryKey) !== key) return;
    const user = event.query.state.data as CurrentUser | undefined;
    if (user) followOwnerLanguage(user.locale ?? null);
  });
}
