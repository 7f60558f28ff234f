/**
 * The public page's sticky 'Download Contact' bar: shown (`data-shown`) once the header's own
 * button has scrolled above the screen, hidden again when it comes back. CSS keeps the bar to
 * phones and slides it in; while hidden it is `aria-hidden` and its link out of the Tab order,
 * so the header's button is the only copy a screen reader or the keyboard meets then. Without
 * script (or IntersectionObserver) the bar never shows and the header's button is all there is.
 * Used by the page's script and by the app's own rendering of the same page; returns the undo.
 */
export function watchStickyDownload(root: ParentNode): () => void {
  const header = root.querySelector('[data-download-contact]');
  const bar = root.querySelector('[data-sticky-download]');
  const link = bar?.querySelector('a');
  if (!header || !bar || !link || typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1)!;
    const shown = !entry.isIntersecting && entry.boundingClientRect.top < 0;
    bar.toggleAttribute('data-shown', shown);
    if (shown) bar.removeAttribute('aria-hidden');
    else bar.setAttribute('aria-hidden', 'true');
    link.tabIndex = shown ? 0 : -1;
  });
  observer.observe(header);
  return () => observer.disconnect();
}
