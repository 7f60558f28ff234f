import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '#shared/cards/uuid';
import { ssoErrorLocation } from '../finish-sign-in';
import { finishOidcSignIn, startOidcSignIn } from '../oidc-sign-in';
import { startSamlSignIn } from '../saml-sign-in';
import { ssoRowOf } from '../sso-settings';

const StartParams = z.object({ teamId: z.string().max(100) });
const StartQuery = z.object({ test: z.string().max(10).optional() });
const CallbackQuery = z.record(z.string(), z.unknown());

/**
 * The browser's side of a single sign-on: the start (a redirect to the team's identity provider)
 * and the OpenID Connect callback. Both answer redirects, never JSON: whatever fails ends at
 * /login?ssoError={reason}.
 */
export async function ssoSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/sso/:teamId/start',
    {
      // Each start keeps a request for ten minutes: a flood from one address is cut short.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        description:
          "Starts the team's single sign-on: a redirect to its identity provider (`?test=1`: a 'Test sign-in', which signs no one in). Unknown team or none set up: to /login?ssoError=not-set-up.",
        params: StartParams,
        querystring: StartQuery,
      },
    },
    async (request, reply) => {
      const { teamId } = request.params;
      const test = request.query.test === '1';
      const sso = isUuid(teamId) ? await ssoRowOf(deps, teamId) : undefined;
      if (!sso) return reply.redirect(ssoErrorLocation('not-set-up'), 303);
      try {
        const start = sso.protocol === 'saml' ? startSamlSignIn : startOidcSignIn;
        return reply.redirect(await start(deps, { sso, test }), 303);
      } catch (error) {
        // The issuer's discovery document cannot be read now (it could at save time), or the
        // SAML settings lack what a request needs.
        request.log.warn({ err: error, teamId }, 'could not start a single sign-on');
        return reply.redirect(ssoErrorLocation('provider'), 303);
      }
    },
  );

  app.get(
    '/api/sso/oidc/callback',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        description:
          'Where the OpenID Connect identity provider sends people back: the code exchanged and the ID token checked, then a 303 to /sso/complete?code= (or /login?ssoError=).',
        querystring: CallbackQuery,
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, deps.config.appUrl);
      const location = await finishOidcSignIn(deps, { url, log: request.log });
      return reply.redirect(location, 303);
    },
  );
}
