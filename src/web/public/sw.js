// The owner app's service worker (docs/decisions/024, 070): it makes two screens open without
// network after one visit, the full-screen share screen (/cards/{id}/share) and the capture
// screen (/capture), and wakes an open page to upload the leads captured offline (Background
// Sync). Public profiles, the API and every other page go straight to the network as if it were
// not here.
// The cache keeps its first name: renaming it would drop the share screens phones already keep.
const CACHE = 'catalyst-share-v1';
const SHARE_SCREEN = /^\/cards\/\d+\/share\/?$/;
const CAPTURE_SCREEN = /^\/capture\/?$/;
/** Where each kind of kept screen lists the assets it loaded (see keepAssets). */
const KEPT_LISTS = '/__kept-assets/';
/** A hall's network that takes this long to answer a page gets the kept one (decision 070). */
const PAGE_TIMEOUT_MS = 4000;
/** The tag the capture screen registers when an upload met no network. */
const SYNC_TAG = 'catalyst-capture-upload';

/** The app's own images at the root (the avatar placeholder): kept as the assets are. */
const ROOT_IMAGE = /^\/[\w.-]+\.(?:svg|png|webp|ico)$/;

/** Which kept screen a path is ('share', 'capture'), or null. */
function screenOf(path) {
  if (SHARE_SCREEN.test(path)) return 'share';
  if (CAPTURE_SCREEN.test(path)) return 'capture';
  return null;
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/**
 * A kept screen's page: the network's answer when there is one (kept), else the kept one; a
 * network that has not answered in PAGE_TIMEOUT_MS, when a copy is kept, gets the copy (the
 * answer still arriving is kept for next time). The request carries the page's cookies, so the
 * server answers with the shell of the language in use (the cc_lang cookie, decision 074), and
 * the copy kept is that language's; the copy is stored and found by its path alone, so the
 * answer's `Vary: Cookie, Accept-Language` never keeps it from being found offline.
 */
async function keptPage(event) {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const key = new URL(request.url).pathname;
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  const kept = await cache.match(key, { ignoreVary: true });
  if (!kept) return fromNetwork;
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(kept), PAGE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([fromNetwork, late]);
  } catch {
    return kept;
  } finally {
    clearTimeout(timer);
  }
}

/** A hashed (never changing) script or style: the kept copy, else the network. */
async function asset(request) {
  const kept = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  return kept ?? fetch(request);
}

/**
 * A kept screen sends its own address and the assets it loaded: they are kept, with the list
 * of them under the screen's kind. Assets no kind lists any more (earlier releases') are
 * dropped, so the cache holds what each kept screen needs, and one screen's visit never drops
 * another's files.
 */
async function keepAssets(urls) {
  const cache = await caches.open(CACHE);
  const paths = urls.map((url) => new URL(url, self.location.origin).pathname);
  const wanted = new Set(paths);
  const screen = screenOf(paths[0] ?? '');
  if (screen) {
    const list = paths.filter((path) => path.startsWith('/assets/'));
    await cache.put(KEPT_LISTS + screen, new Response(JSON.stringify(list)));
  }
  for (const path of wanted) {
    // The kept screen itself, reached inside the app without a page load, is kept afresh.
    const isPage = screenOf(path) !== null;
    const isFile = path.startsWith('/assets/') || ROOT_IMAGE.test(path);
    if (!isPage && (!isFile || (await cache.match(path)))) continue;
    const response = await fetch(path);
    if (response.ok) await cache.put(path, response);
  }
  const listed = new Set(wanted);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!path.startsWith(KEPT_LISTS)) continue;
    const list = await (await cache.match(request)).json();
    for (const item of list) listed.add(item);
  }
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && !listed.has(path)) await cache.delete(request);
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

/**
 * Asks each open page of the app to upload the leads it keeps, and waits for their answers. The
 * worker cannot upload them itself: the session's tokens live in the page's localStorage, which
 * a worker cannot read (decision 070). No page open: nothing to do now, the next open uploads.
 * A page whose upload met no network answers 'failed', and the browser syncs again later.
 */
async function wakePagesToUpload() {
  const pages = await self.clients.matchAll({ type: 'window' });
  const answers = pages.map(
    (page) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (message) => resolve(message.data);
        page.postMessage({ type: 'capture-upload' }, [channel.port2]);
        // A page that never answers (an old release, a frozen tab) does not hold the sync.
        setTimeout(() => resolve('no answer'), 60_000);
      }),
  );
  if ((await Promise.all(answers)).includes('failed')) throw new Error('upload met no network');
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(wakePagesToUpload());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && screenOf(url.pathname)) {
    event.respondWith(keptPage(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (ROOT_IMAGE.test(url.pathname)) {
    // Not hashed, so the network's copy first; the kept one when there is no network.
    event.respondWith(
      fetch(request).catch(async (error) => {
        const kept = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
        if (kept) return kept;
        throw error;
      }),
    );
  }
});
