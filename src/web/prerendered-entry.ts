/**
 * The script of the prerendered signed-out pages (scripts/prerender.mjs, decision 038). Their
 * HTML and style sheet are the whole first paint, so the app (React, the router, the route's
 * code) is requested only after the browser has drawn a frame: JavaScript that arrives early (a
 * cached app, a fast link) never holds the form back, and on a slow link it never shares the
 * bandwidth with the style sheet. main.tsx then hydrates the page.
 */
import './app.css';

// The second animation frame's callback runs once the first frame has been drawn.
await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
await import('./main');
