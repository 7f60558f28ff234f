import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/messages';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { findSessionUser, touchSession } from '../modules/auth/sessions';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` onRequest hook; routes that use it can rely on it. */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Owner-only routes add `onRequest: app.authenticate`; after it, `request.auth` is set. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return request.auth;
}

export default fp(
  async function authenticatePlugin(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
      const claims = await app.deps.tokens.verifyAccessToken(token);
      if (!claims) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      const { db } = app.deps.database;
      const session = await findSessionUser(db, claims);
      if (!session) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      if ((await touchSession(db, app.deps, claims.sid, session.lastUsedAt)) === 'idle') {
        throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      }
      request.auth = { user: session.user, sessionId: claims.sid };
    });
  },
  { name: 'authenticate', dependencies: ['deps'] },
);
