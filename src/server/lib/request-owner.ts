import type { FastifyRequest, RouteOptions } from 'fastify';
import type { UserRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY, webhookScopeMissingMessage } from '#shared/copy';
import type { ApiKeyScope } from '#shared/schemas/api-keys';
import { ErrorBody } from '#shared/schemas/common';
import { scopesReadingEvents } from '#shared/schemas/webhooks';

/** What a route asks of an API key: one scope, or `any` key at all. */
export type RouteKeyScope = ApiKeyScope | 'any';

/** Who an owner route's request is made by: their account, and how they signed in. */
export interface RequestOwner {
  user: UserRow;
  /** The session signed in with; null for a request made with an API key. */
  sessionId: string | null;
  /** The API key the request was made with (docs/product.md#integrations); null for a session. */
  apiKeyId: string | null;
  /** That key's scopes; null for a session (which may do everything its account may). */
  apiKeyScopes: readonly ApiKeyScope[] | null;
}

// What a signed-in request carries. The auth module registers the `authenticate` hook and the
// `owner` getter (it reads sessions), so this file imports no module.
declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in caller. Every route of app.ts's owner scope is signed in by its
     * `authenticate` hook before anything else, so there it is always set; read anywhere else
     * it throws the 401 (modules/auth/authenticate.ts).
     */
    readonly owner: RequestOwner;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * Logout only: a session idle past the inactivity limit is still accepted, so asking to
     * sign out always ends it (the web app signs out exactly when the limit is reached).
     */
    allowIdleSession?: boolean;
    /**
     * The scope an API key needs on this route; `any` takes every valid key (GET /api/me, a
     * tool's connection test). A route without one takes sessions only: a key is refused there
     * (403), so account, billing and admin routes never take one.
     */
    apiKeyScope?: RouteKeyScope;
  }
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Admin routes: the role is read from the database with the session on every request (never
 * from the token), so a revoked admin is out at once and no claim can be forged into one.
 */
export function requireAdmin(request: FastifyRequest): RequestOwner {
  const { owner } = request;
  if (owner.user.role !== 'admin') throw new AppError('FORBIDDEN', COPY.adminsOnly);
  return owner;
}

/**
 * Refuses (403) an API key that cannot read what these webhook events carry (lead.* needs
 * leads:read, card.* cards:read): creating a webhook, changing it, rotating its secret,
 * reading its log or replaying a delivery sends or shows that data. A session passes.
 */
export function requireEventScopes(request: FastifyRequest, events: readonly string[]): void {
  const scopes = request.owner.apiKeyScopes;
  if (!scopes) return;
  const missing = scopesReadingEvents(events).find((scope) => !scopes.includes(scope));
  if (missing) throw new AppError('FORBIDDEN', webhookScopeMissingMessage(missing));
}

/** The signed-in caller of a route that needs a session (an API key never reaches one). */
export function requireSession(request: FastifyRequest): RequestOwner & { sessionId: string } {
  const { owner } = request;
  if (owner.sessionId === null) throw new AppError('UNAUTHORIZED', COPY.unauthorized);
  return { ...owner, sessionId: owner.sessionId };
}

/**
 * The owner scope's `onRoute` hook: every route there answers 401 without a valid session or
 * key, so its schema and the API description say so (and which credentials it takes) without
 * each route writing it.
 */
export function declareUnauthorizedAnswer(route: RouteOptions): void {
  if (!route.schema) return;
  const response = (route.schema.response ?? {}) as Record<string, unknown>;
  const takesKeys = Boolean(
    (route.config as { apiKeyScope?: RouteKeyScope } | undefined)?.apiKeyScope,
  );
  route.schema = {
    security: takesKeys ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }],
    ...route.schema,
    response: { 401: ErrorBody, ...response },
  };
}
