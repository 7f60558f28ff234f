import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '#server/lib/request-owner';
import { TokenPair } from '#shared/schemas/auth';
import { ErrorBody } from '#shared/schemas/common';
import {
  AddPasskeyBody,
  CreatedPasskey,
  PasskeyIdParams,
  PasskeyList,
  PasskeyOptions,
  PasskeySignInBody,
} from '#shared/schemas/passkeys';
import { deletePasskey, listPasskeys } from './manage-passkeys';
import { passkeyRegistrationOptions, registerPasskey } from './register-passkey';
import { passkeyAuthenticationOptions, signInWithPasskey } from './sign-in-with-passkey';
import { TWO_STEP_TOKEN_PREFIX } from './two-step-tokens';

/** The flood guard of login's routes: no single IP hammers these endpoints. */
const floodGuard = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Signing in with a passkey (docs/product.md#passkeys); registered by routes.ts's publicRoutes. */
export async function passkeyPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/auth/passkeys/authentication-options',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description:
          'Options for navigator.credentials.get(): no e-mail, the device offers its passkeys for this site. The challenge works once, for 5 minutes.',
        response: { 200: PasskeyOptions, 429: ErrorBody },
      },
    },
    async (request) => ({ ...(await passkeyAuthenticationOptions(deps, { ip: request.ip })) }),
  );

  app.post(
    '/api/auth/passkeys/authenticate',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description:
          "The browser's answer to the authentication options; answers the token pair POST /api/auth/login answers. No second step.",
        body: PasskeySignInBody,
        response: {
          200: TokenPair,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) =>
      signInWithPasskey(deps, {
        body: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
}

/** The owner's passkeys; registered by routes.ts's ownerRoutes, in app.ts's owner scope. */
export async function passkeyOwnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/auth/passkeys/registration-options',
    {
      schema: {
        tags: ['auth'],
        description:
          "Options for navigator.credentials.create(): relying party APP_URL's host, resident key preferred, user verification required, the passkeys already added excluded. The challenge works once, for 5 minutes.",
        response: { 200: PasskeyOptions },
      },
    },
    async (request) => ({
      ...(await passkeyRegistrationOptions(deps, { user: request.owner.user })),
    }),
  );

  app.post(
    '/api/auth/passkeys',
    {
      schema: {
        tags: ['auth'],
        description:
          "The browser's answer to the registration options, and a name (1 to 60 characters). With a setup token as the bearer (a team that requires two-step sign-in), also the session login answers.",
        body: AddPasskeyBody,
        response: { 201: CreatedPasskey, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const created = await registerPasskey(deps, {
        user: request.owner.user,
        body: request.body,
        setupToken: token?.startsWith(TWO_STEP_TOKEN_PREFIX) ? token : null,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/auth/passkeys',
    { schema: { tags: ['auth'], response: { 200: PasskeyList } } },
    async (request) => listPasskeys(deps, { userId: request.owner.user.id }),
  );

  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: {
        tags: ['auth'],
        description: 'Removes the passkey: it no longer signs in.',
        params: PasskeyIdParams,
        response: { 204: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await deletePasskey(deps, { user: request.owner.user, passkeyId: request.params.id });
      return reply.code(204).send(null);
    },
  );
}
