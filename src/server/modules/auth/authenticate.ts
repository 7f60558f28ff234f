import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import { bearerToken, type RequestOwner } from '#server/lib/request-owner';
import { API_KEY_REQUESTS_PER_MINUTE } from '#shared/constants';
import { apiKeyScopeMissingMessage, COPY } from '#shared/copy';
import type { ApiKeyScope } from '#shared/schemas/api-keys';
import { API_KEY_PREFIX, findApiKeyCaller } from '../api-keys/public';
import { findSessionUser, touchSession } from './sessions';
import { setupTokenOwner, TWO_STEP_TOKEN_PREFIX } from './two-step-tokens';

const apiKeyLimiter = limitersPerApp((deps: Pick<AppDeps, 'createLimiter'>) =>
  deps.createLimiter('api-key', 60),
);

/**
 * A request with an API key: the key must exist (a revoked one is gone: 401), the route must
 * take keys (403 otherwise: account, billing and admin routes never do), the key must hold
 * the route's scope unless any key will do (403), and it must be within its requests of the
 * minute (429).
 */
async function apiKeyAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<RequestOwner> {
  const caller = await findApiKeyCaller(app.deps, token);
  if (!caller) throw new AppError('UNAUTHORIZED', COPY.apiKeyInvalid);
  const scope = request.routeOptions.config.apiKeyScope;
  if (!scope) throw new AppError('FORBIDDEN', COPY.apiKeyNotAccepted);
  if (scope !== 'any' && !caller.key.scopes.includes(scope)) {
    throw new AppError('FORBIDDEN', apiKeyScopeMissingMessage(scope));
  }
  // Counted per key, not per address: a script spread over many addresses shares one budget.
  assertWithin(
    await apiKeyLimiter(app.deps).take(caller.key.id),
    API_KEY_REQUESTS_PER_MINUTE,
    COPY.apiKeyTooManyRequests,
  );
  return {
    user: caller.user,
    sessionId: null,
    apiKeyId: caller.key.id,
    apiKeyScopes: caller.key.scopes as ApiKeyScope[],
  };
}

/** Where the owner scope's hook keeps the caller; `request.owner` reads it. */
const OWNER = Symbol('owner');
type SignedIn = FastifyRequest & { [OWNER]: RequestOwner | null };

/**
 * Registers `app.authenticate`, the hook of app.ts's owner scope, and `request.owner` (both
 * declared in lib/request-owner): a getter that answers the caller the hook signed in, and
 * throws the 401 where no hook did, so a route cannot read a caller that is not there. It lives
 * in the auth module because it reads sessions: lib/ stays below the modules.
 */
export default fp(
  async function authenticatePlugin(app: FastifyInstance) {
    app.decorateRequest(OWNER, null);
    app.decorateRequest('owner', {
      getter(this: FastifyRequest) {
        const owner = (this as SignedIn)[OWNER];
        if (!owner) throw new AppError('UNAUTHORIZED', COPY.unauthorized);
        return owner;
      },
    });
    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', COPY.unauthorized);
      if (token.startsWith(API_KEY_PREFIX)) {
        (request as SignedIn)[OWNER] = await apiKeyAuth(app, request, token);
        return;
      }
      if (token.startsWith(TWO_STEP_TOKEN_PREFIX)) {
        (request as SignedIn)[OWNER] = await setupTokenOwner(app.deps, { request, token });
        return;
      }
      const claims = await app.deps.tokens.verifyAccessToken(token);
      if (!claims) throw new AppError('UNAUTHORIZED', COPY.sessionExpired);
      const session = await findSessionUser(app.deps, claims);
      if (!session) throw new AppError('UNAUTHORIZED', COPY.sessionExpired);
      const use = await touchSession(app.deps, {
        sessionId: claims.sid,
        lastUsedAt: session.lastUsedAt,
      });
      if (use === 'idle' && !request.routeOptions.config.allowIdleSession) {
        throw new AppError('UNAUTHORIZED', COPY.sessionExpired);
      }
      (request as SignedIn)[OWNER] = {
        user: session.user,
        sessionId: claims.sid,
        apiKeyId: null,
        apiKeyScopes: null,
      };
    });
  },
  { name: 'authenticate', dependencies: ['deps'] },
);
