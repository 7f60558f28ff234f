import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCountedRequest, viewSource, visitorKey } from './counted-request';
import type { InsightEvent } from './recorder';

const ownHosts = new WeakMap<FastifyInstance, string>();
function ownHost(app: FastifyInstance): string {
  let host = ownHosts.get(app);
  if (host === undefined) {
    host = new URL(app.deps.config.appUrl).hostname;
    ownHosts.set(app, host);
  }
  return host;
}

/** Records the event unless its address has used up this card's budget (decision 029). */
function record(app: FastifyInstance, request: FastifyRequest, event: InsightEvent): void {
  const admitted = app.insightLimits.admit(request.ip, event);
  if (admitted) app.insights.record(admitted);
}

/**
 * Counts a view of the card's public profile (a 304 revalidation too: it is a visit), with its
 * source and its visitor key; nothing for bots, HEAD or prefetches. Only a push onto the
 * recorder's buffer: the page does no analytics write of its own.
 */
export function recordView(app: FastifyInstance, request: FastifyRequest, cardId: number): void {
  if (!isCountedRequest(request.method, request.headers)) return;
  const { src } = request.query as { src?: unknown };
  record(app, request, {
    cardId,
    kind: 'view',
    at: app.deps.clock.now().getTime(),
    source: viewSource(src, request.headers.referer, ownHost(app)),
    visitor: visitorKey(request.ip, request.headers, cardId),
  });
}

/** Counts a download of the card's contact file. */
export function recordSave(app: FastifyInstance, request: FastifyRequest, cardId: number): void {
  if (!isCountedRequest(request.method, request.headers)) return;
  record(app, request, { cardId, kind: 'save', at: app.deps.clock.now().getTime() });
}

/** Counts a visitor following one of the profile's links (`link` as the profile shows it). */
export function recordClick(
  app: FastifyInstance,
  request: FastifyRequest,
  cardId: number,
  link: { url: string; label: string },
): void {
  if (!isCountedRequest(request.method, request.headers)) return;
  record(app, request, {
    cardId,
    kind: 'click',
    at: app.deps.clock.now().getTime(),
    linkUrl: link.url,
    linkLabel: link.label,
  });
}

/**
 * Counts a visitor's message that was sent (not a dropped honeypot post). Its budgets were
 * counted by the message itself (decision 028), so no per-address Insights limit applies.
 */
export function recordMessage(app: FastifyInstance, cardId: number): void {
  app.insights.record({ cardId, kind: 'message', at: app.deps.clock.now().getTime() });
}
