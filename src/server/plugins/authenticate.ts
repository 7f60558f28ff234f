import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
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
