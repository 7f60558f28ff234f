import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';

/**
 * Whether a browser says this post comes from a page of another site. Only the card's own page
 * posts the contact form: another site's page could otherwise make its visitors' browsers post
 * messages (each from its own address, so no per-address budget would hold) or spend a venue's
 * budget from afar. Browsers send `Sec-Fetch-Site` (Chrome, Edge, Firefox, Safari 16.4+) and
 * `Origin` on every cross-origin post; when they are present they must say same-origin. A
 * client that sends neither (curl, a server, the API's JSON clients) is not a browser on another
 * site's page and is let through; its budget is its own address's.
 */
export function isCrossSitePost(request: FastifyRequest, appUrl: string): boolean {
  // The browser's own verdict wins where it gives one (behind Vite's dev proxy the Host the
  // server sees is not the one the page was loaded from).
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // `null` (a sandboxed frame, a redirect across sites) is no origin of ours either.
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return true;
  }
  // The app's public address, or the host this request was sent to (which a page on another
  // site cannot choose: the browser writes both headers).
  return parsed.origin !== new URL(appUrl).origin && parsed.host !== request.host;
}

/** The route's first hook: a cross-site post is refused before its body is read. */
export function refuseCrossSitePost(appUrl: string) {
  return async (request: FastifyRequest) => {
    if (isCrossSitePost(request, appUrl)) {
      throw new AppError('FORBIDDEN', COPY.crossSiteMessageRefused);
    }
  };
}
