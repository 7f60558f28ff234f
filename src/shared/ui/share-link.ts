/** What a press of the public page's Share button came to. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares a page the way the phone does it (the Web Share API's sheet), or where there is none
 * (most desktop browsers, older web views) puts the address on the clipboard. Used by the public
 * page's script and by the app's own rendering of the same page; runs in the browser only.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The visitor closed the sheet: nothing to do. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    // No clipboard (an insecure page) or refused: nothing was copied, so nothing is confirmed.
    return 'failed';
  }
}

/**
 * The address visitors share: the card's (og:url), without a `?src=` tag, a fragment or the
 * page's language (the one it is shared with chooses their own).
 */
export function sharedPageUrl(): string {
  const card = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  return card || `${location.origin}${location.pathname}`;
}
