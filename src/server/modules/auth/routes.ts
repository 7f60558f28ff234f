import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error';
import { bearerToken, requireSession } from '#server/lib/request-owner';
import { COPY } from '#shared/copy';
import { ConfirmEmailBody, EmailChangeConfirmation } from '#shared/schemas/accounts';
import {
  ChangePasswordBody,
  CurrentUser,
  LoginBody,
  TokenPair,
  UpdateProfileBody,
} from '#shared/schemas/auth';
import { ErrorBody, NoContent, OkResponse } from '#shared/schemas/common';
import { OwnerSessionList, RevokedSessions, SessionIdParams } from '#shared/schemas/sessions';
import { LoginAnswer } from '#shared/schemas/two-step';
import { changePassword } from './change-password';
import { confirmEmailChange } from './email-change';
import { login } from './login';
import { listOwnerSessions, signOutOtherSessions, signOutSession } from './owner-sessions';
import { passkeyOwnerRoutes, passkeyPublicRoutes } from './passkey-routes';
import { currentUser, updateProfile } from './profile';
import { revokeSession, rotateRefreshToken } from './sessions';
import { twoStepOwnerRoutes, twoStepPublicRoutes } from './two-step-routes';

const errors = { 400: ErrorBody, 409: ErrorBody, 429: ErrorBody };
/** A flood guard on top of the failure counters: no single IP hammers these endpoints. */
const floodGuard = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** What needs no session: signing in, a new token pair, and the link of an e-mail change. */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  await app.register(twoStepPublicRoutes);
  await app.register(passkeyPublicRoutes);

  app.post(
    '/api/auth/login',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        body: LoginBody,
        response: { 200: LoginAnswer, 401: ErrorBody, ...errors },
      },
    },
    async (request) =>
      login(deps, {
        body: request.body,
        client: { userAgent: request.headers['user-agent'], ip: request.ip },
      }),
  );

  app.get(
    '/api/auth/refresh',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description: 'Send the refresh token as the bearer; answers a new pair.',
        response: { 200: TokenPair, 401: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', COPY.sessionExpired);
      return rotateRefreshToken(deps, token);
    },
  );

  app.post(
    '/api/auth/confirm-email',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description:
          'The token of the link mailed to a new address; moves the account there once and signs out every session.',
        body: ConfirmEmailBody,
        response: { 200: EmailChangeConfirmation, 401: ErrorBody, ...errors },
      },
    },
    async (request) => confirmEmailChange(deps, request.body.token),
  );
}

/** The signed-in owner's account and session; registered in app.ts's owner scope. */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  await app.register(twoStepOwnerRoutes);
  await app.register(passkeyOwnerRoutes);

  app.get(
    '/api/auth/profile',
    {
      schema: { tags: ['auth'], response: { 200: CurrentUser, ...errors } },
    },
    async (request) => currentUser(deps, request.owner.user),
  );

  // The web app reports that the owner is working (typing, scrolling) even when nothing is
  // saved, so the server does not take a busy session for idle (signing in records the use).
  app.post(
    '/api/auth/activity',
    {
      schema: { tags: ['auth'], response: { 200: OkResponse, ...errors } },
    },
    async () => ({ ok: true as const }),
  );

  app.post(
    '/api/auth/profile',
    {
      schema: {
        tags: ['auth'],
        description:
          'Names change at once. A new email needs currentPassword and is only pending (pendingEmail) until the link mailed to it is used.',
        body: UpdateProfileBody,
        response: { 200: CurrentUser, ...errors },
      },
    },
    async (request) => updateProfile(deps, { user: request.owner.user, body: request.body }),
  );

  app.get(
    '/api/auth/logout',
    {
      config: { allowIdleSession: true },
      schema: { tags: ['auth'], response: { 200: OkResponse, ...errors } },
    },
    async (request) => {
      await revokeSession(deps, { sessionId: requireSession(request).sessionId, reason: 'logout' });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        body: ChangePasswordBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await changePassword(deps, { auth: requireSession(request), body: request.body });
      return { ok: true as const };
    },
  );

  // Settings → Security: where the account is signed in, and signing those sessions out.
  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        description:
          'The live sessions, the current one first: device from the User-Agent, approximateLocation a network prefix (never an address).',
        response: { 200: OwnerSessionList, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = requireSession(request);
      return listOwnerSessions(deps, { userId: user.id, sessionId });
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description:
          'Signs that session out: its refresh token stops at once, its access token at the next request. The current one signs this device out.',
        params: SessionIdParams,
        response: { 204: NoContent, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = requireSession(request);
      await signOutSession(deps, {
        caller: { userId: user.id, sessionId },
        sessionId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description: 'Signs out every session but the current one; answers how many were live.',
        response: { 200: RevokedSessions, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = requireSession(request);
      return signOutOtherSessions(deps, { userId: user.id, sessionId });
    },
  );
}
