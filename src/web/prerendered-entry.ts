/**
 * The script of the prerendered signed-out pages (scripts/prerender.mjs, decision 038). Their
 * HTML and style sheet are the whole first paint, so the app (React, the router, the route's
 * code) is requested only after the browser has drawn a frame: JavaScript that arrives early (a
 * cached app, a fast link) never holds the form back, and on a slow link it never shares the
 * bandwidth with the style sheet. main.tsx then hydrates the page. A signed-out visitor's Login
 * page waits further, for the first input (decision 051): its form works before that, and a
 * visitor with a stored session gets the app at once, which takes them where /login leads, and
 * so does one signed out for inactivity, whose Login page says why (decision 050), and one a
 * single sign-on sent back with `?ssoError=`, whose Login page says what failed (decision 064).
 */
import './app.css';
import { readSignedOutNote } from './lib/device-drafts';
import { hydrateOnFirstInput } from './lib/hydrate-on-first-input';
import { localStorageTokenStore } from './lib/token-storage';

async function startApp(): Promise<void> {
  const { appStarted } = await import('./main');
  await appStarted;
}

// The second animation frame's callback runs once the first frame has been drawn.
await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const root = document.getElementById('root');
// The build marks a page the app hydrates on the first input (src/shared/prerendered-pages.ts).
const waitsForInput =
  root?.dataset.hydrate === 'first-input' &&
  !localStorageTokenStore().get() &&
  readSignedOutNote() === null &&
  !new URLSearchParams(window.location.search).has('ssoError');
if (root && waitsForInput) {
  hydrateOnFirstInput(root, startApp);
} else {
  await startApp();
}
