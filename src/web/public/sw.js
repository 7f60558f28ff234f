// The owner app's service worker (docs/decisions/024): it makes the full-screen share screen
// (/cards/{id}/share) open without network after one visit, and does nothing else. Public
// profiles, the API and every other page go straight to the network as if it were not here.
const CACHE = 'catalyst-share-v1';
const SHARE_SCREEN = /^\/cards\/\d+\/share\/?$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The share screen's page: the network's answer when there is one (kept), else the kept one. */
async function sharePage(request) {
  const cache = await caches.open(CACHE);
  const key = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** A hashed (never changing) script or style: the kept copy, else the network. */
async function asset(request) {
  const kept = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  return kept ?? fetch(request);
}

/**
 * The share screen sends its own address and the assets it loaded: they are kept, and assets of
 * earlier releases (no longer listed) are dropped, so the cache holds one release's files.
 */
async function keepAssets(urls) {
  const cache = await caches.open(CACHE);
  const wanted = new Set(urls.map((url) => new URL(url, self.location.origin).pathname));
  for (const path of wanted) {
    // The share screen itself, reached inside the app without a page load, is kept afresh.
    const isPage = SHARE_SCREEN.test(path);
    if (!isPage && (!path.startsWith('/assets/') || (await cache.match(path)))) continue;
    const response = await fetch(path);
    if (response.ok) await cache.put(path, response);
  }
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && !wanted.has(path)) await cache.delete(request);
  }
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep-assets' && Array.isArray(event.data.urls)) {
    // The page learns on its port when everything is kept: it then says it works offline.
    event.waitUntil(
      keepAssets(event.data.urls).then(
        () => event.ports[0]?.postMessage('kept'),
        () => event.ports[0]?.postMessage('failed'),
      ),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && SHARE_SCREEN.test(url.pathname)) {
    event.respondWith(sharePage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  }
});
