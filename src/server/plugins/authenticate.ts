import type { FastifyRequest } from 'fastify';
import { MESSAGES, webhookScopeMissingMessage } from '#shared/messages';
import type { ApiKeyScope } from '#shared/schemas/api-keys';
import { scopesReadingEvents } from '#shared/schemas/webhooks';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';

export interface RequestAuth {
  user: UserRow;
  /** The session signed in with; null for a request made with an API key. */
  sessionId: string | null;
  /** The API key the request was made with (docs/product.md#integrations); null for a session. */
  apiKeyId: string | null;
  /** That key's scopes; null for a session (which may do everything its account may). */
  apiKeyScopes: readonly ApiKeyScope[] | null;
}

// What a signed-in request carries, and the guard routes use. The auth module registers the
// `authenticate` decorator itself (it reads sessions), so this file imports no module.
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` onRequest hook of the owner scope (app.ts). */
    auth: RequestAuth | null;
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
     * The scope an API key needs on this route. A route without one takes sessions
     * only: a key is refused there (403), so account, billing and admin routes never take one.
     */
    apiKeyScope?: ApiKeyScope;
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
export function requireAdmin(request: FastifyRequest): RequestAuth {
  const auth = requireAuth(request);
  if (auth.user.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.adminsOnly);
  return auth;
}

/**
 * The signed-in caller. Routes in app.ts's owner scope are signed in by its `app.authenticate`
 * hook before anything else, so there it is always set; elsewhere it is a 401.
 */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return request.auth;
}

/**
 * Refuses (403) an API key that cannot read what these webhook events carry (lead.* needs
 * leads:read, card.* cards:read): creating a webhook, changing it, rotating its secret,
 * reading its log or replaying a delivery sends or shows that data. A session passes.
 */
export function requireEventScopes(request: FastifyRequest, events: readonly string[]): void {
  const scopes = requireAuth(request).apiKeyScopes;
  if (!scopes) return;
  const missing = scopesReadingEvents(events).find((scope) => !scopes.includes(scope));
  if (missing) throw new AppError('FORBIDDEN', webhookScopeMissingMessage(missing));
}

/** The signed-in caller of a route that needs a session (an API key never reaches one). */
export function requireSession(request: FastifyRequest): RequestAuth & { sessionId: string } {
  const auth = requireAuth(request);
  if (auth.sessionId === null) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return { ...auth, sessionId: auth.sessionId };
}
