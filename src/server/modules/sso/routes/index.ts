import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TokenPair } from '#shared/schemas/auth';
import { ErrorBody } from '#shared/schemas/common';
import { SsoDiscoverAnswer, SsoDiscoverBody, SsoExchangeBody } from '#shared/schemas/sso';
import { teamAccessHook } from '../../teams/public';
import { discoverSso } from '../discover';
import { exchangeSsoCode } from '../sso-codes';
import { domainRoutes } from './domains';
import { samlRoutes } from './saml';
import { ssoSettingsRoutes } from './settings';
import { ssoSignInRoutes } from './sign-in';

/**
 * Company sign-in (docs/product.md#company-sign-in). app.ts registers `publicRoutes` beside the
 * sign-in routes and `ownerRoutes` in the owner scope.
 */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  await app.register(samlRoutes);

  app.post(
    '/api/auth/sso/discover',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        description:
          "Whether the address signs in with its company's single sign-on: `{url}` where it starts, else 404.",
        body: SsoDiscoverBody,
        response: { 200: SsoDiscoverAnswer, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => discoverSso(deps, request.body),
  );

  app.post(
    '/api/auth/sso/exchange',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        description:
          'The code of /sso/complete?code= (once, within 60 s) for what POST /api/auth/login answers.',
        body: SsoExchangeBody,
        response: { 200: TokenPair, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) =>
      exchangeSsoCode(deps, {
        code: request.body.code,
        client: { userAgent: request.headers['user-agent'], ip: request.ip },
      }),
  );

  await app.register(ssoSignInRoutes);
}

/** The team's settings of company sign-in, behind the team access check (admins). */
export async function ownerRoutes(app: FastifyInstance) {
  app.addHook('preValidation', teamAccessHook(app.deps));
  await app.register(ssoSettingsRoutes);
  await app.register(domainRoutes);
}
