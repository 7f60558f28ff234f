/**
 * Registers /sw.js (src/web/public/sw.js), which keeps the share screen working offline. A
 * browser without service workers, or one that refuses (private mode), simply goes without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * Asks the worker to keep the scripts and styles this page loaded, so the page opens without
 * network next time. True once they are kept; false without a worker or when keeping failed.
 */
export async function keepLoadedAssetsOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  const urls = [
    location.href,
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'), (l) => l.href),
  ].filter((url) => new URL(url).origin === location.origin);
  const worker = registration.active;
  if (!worker) return false;
  const channel = new MessageChannel();
  const answer = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data === 'kept');
  });
  worker.postMessage({ type: 'keep-assets', urls }, [channel.port2]);
  return answer;
}
