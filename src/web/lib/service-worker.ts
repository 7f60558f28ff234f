/**
 * Registers /sw.js (src/web/public/sw.js) and asks it to keep the scripts and styles this page
 * loaded, so the page opens without network next time. Only the share and capture screens call
 * it: owners who never open either never get a worker. True once the files are kept; false without service
 * workers (or in private modes that refuse them), under `vite dev`, or when keeping failed.
 */
export async function keepLoadedAssetsOffline(): Promise<boolean> {
  // Under `vite dev` a worker would keep serving stale modules.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register('/sw.js');
  } catch {
    return false;
  }
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
