import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/lib/app-error';
import { bearerToken } from '#server/plugins/authenticate';
import { MESSAGES } from '#shared/messages';
import { findSessionUser, touchSession } from './sessions';

/**
 * Registers `app.authenticate` (declared with `request.auth` in plugins/authenticate), the hook
 * of app.ts's owner scope. It lives in the auth module because it reads sessions: plugins/ stays
 * below the modules and imports none of them.
 */
export default fp(
  async function authenticatePlugin(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
      const claims = await app.deps.tokens.verifyAccessToken(token);
      if (!claims) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      const session = await findSessionUser(app.deps, claims);
      if (!session) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      const use = await touchSession(app.deps, {
        sessionId: claims.sid,
        lastUsedAt: session.lastUsedAt,
      });
      if (use === 'idle' && !request.routeOptions.config.allowIdleSession) {
        throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      }
      request.auth = { user: session.user, sessionId: claims.sid };
    });
  },
  { name: 'authenticate', dependencies: ['deps'] },
);
