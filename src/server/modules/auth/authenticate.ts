import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { bearerToken, type RequestAuth } from '#server/plugins/authenticate';
import { API_KEY_REQUESTS_PER_MINUTE } from '#shared/constants';
import { apiKeyScopeMissingMessage, MESSAGES } from '#shared/messages';
import type { ApiKeyScope } from '#shared/schemas/api-keys';
import { API_KEY_PREFIX, findApiKeyCaller } from '../api-keys/public';
import { findSessionUser, touchSession } from './sessions';

const apiKeyLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('api-key', 60),
);

/**
 * A request with an API key: the key must exist (a revoked one is gone: 401), the route must
 * take keys (403 otherwise: account, billing and admin routes never do), the key must hold
 * the route's scope (403), and it must be within its requests of the minute (429).
 */
async function apiKeyAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<RequestAuth> {
  const caller = await findApiKeyCaller(app.deps, token);
  if (!caller) throw new AppError('UNAUTHORIZED', MESSAGES.apiKeyInvalid);
  const scope = request.routeOptions.config.apiKeyScope;
  if (!scope) throw new AppError('FORBIDDEN', MESSAGES.apiKeyNotAccepted);
  if (!caller.key.scopes.includes(scope)) {
    throw new AppError('FORBIDDEN', apiKeyScopeMissingMessage(scope));
  }
  // Counted per key, not per address: a script spread over many addresses shares one budget.
  assertWithin(
    await apiKeyLimiter(app.deps).take(caller.key.id),
    API_KEY_REQUESTS_PER_MINUTE,
    MESSAGES.apiKeyTooManyRequests,
  );
  return {
    user: caller.user,
    sessionId: null,
    apiKeyId: caller.key.id,
    apiKeyScopes: caller.key.scopes as ApiKeyScope[],
  };
}

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
      if (token.startsWith(API_KEY_PREFIX)) {
        request.auth = await apiKeyAuth(app, request, token);
        return;
      }
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
      request.auth = {
        user: session.user,
        sessionId: claims.sid,
        apiKeyId: null,
        apiKeyScopes: null,
      };
    });
  },
  { name: 'authenticate', dependencies: ['deps'] },
);
