import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages';
import {
  ChangePasswordBody,
  CurrentUser,
  ErrorBody,
  LoginBody,
  OkResponse,
  TokenPair,
  UpdateProfileBody,
} from '../../../shared/schemas/auth';
import { AppError } from '../../lib/app-error';
import { bearerToken, requireAuth } from '../../plugins/authenticate';
import { changePassword } from './change-password';
import { createLoginLimiters, login } from './login';
import { toCurrentUser, updateProfile } from './profile';
import { revokeSession, rotateRefreshToken } from './sessions';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };
/** A flood guard on top of the failure counters: no single IP hammers these endpoints. */
const floodGuard = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const limiters = createLoginLimiters(deps);

  app.post(
    '/api/auth/login',
    {
      config: floodGuard,
      schema: { tags: ['auth'], body: LoginBody, response: { 200: TokenPair, ...errors } },
    },
    async (request) => login(deps, limiters, request.body, request.ip),
  );

  app.get(
    '/api/auth/refresh',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description: 'Send the refresh token as the bearer; answers a new pair.',
        response: { 200: TokenPair, ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
      return rotateRefreshToken(deps.database.db, deps, token);
    },
  );

  app.get(
    '/api/auth/profile',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], response: { 200: CurrentUser, ...errors } },
    },
    async (request) => toCurrentUser(requireAuth(request).user),
  );

  app.post(
    '/api/auth/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        body: UpdateProfileBody,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (request) => updateProfile(deps, requireAuth(request).user.id, request.body),
  );

  app.get(
    '/api/auth/logout',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], response: { 200: OkResponse, ...errors } },
    },
    async (request) => {
      await revokeSession(deps.database.db, deps, requireAuth(request).sessionId, 'logout');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        body: ChangePasswordBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await changePassword(
        deps,
        { userId: auth.user.id, sessionId: auth.sessionId },
        request.body.password,
      );
      return { ok: true as const };
    },
  );
}
