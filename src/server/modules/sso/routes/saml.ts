import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#shared/schemas/common';
import { finishSamlSignIn, SAML_ACS_BODY_LIMIT } from '../saml-acs';
import { samlServiceProviderMetadata } from '../saml-sign-in';
import { SAML_ACS_PATH } from '../sso-settings';

/** What the identity provider's page posts (HTTP-POST binding); each is checked by the ACS. */
const AcsBody = z.object({
  SAMLResponse: z.string().max(SAML_ACS_BODY_LIMIT).default(''),
  RelayState: z.string().max(1000).default(''),
});

/**
 * SAML's public routes (docs/product.md#saml-20): the service provider's metadata and the ACS.
 * Registered in their own scope: the urlencoded parser (the HTTP-POST binding's form) is this
 * scope's only, with the ACS's body limit.
 */
export async function samlRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  await app.register(formBody, { bodyLimit: SAML_ACS_BODY_LIMIT });

  app.get(
    '/api/sso/:teamId/saml/metadata',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['company sign-in'],
        description:
          "The service provider's SAML metadata of a team that signs in with SAML (its entity id is this URL); 404 otherwise.",
        params: z.object({ teamId: z.string().max(100) }),
        response: { 200: z.string(), 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const xml = await samlServiceProviderMetadata(deps, { teamId: request.params.teamId });
      return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
    },
  );

  app.post(
    SAML_ACS_PATH,
    {
      bodyLimit: SAML_ACS_BODY_LIMIT,
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['company sign-in'],
        description:
          "The assertion consumer service (HTTP-POST binding): checks the identity provider's response and 303s to /sso/complete?code= or /login?ssoError=.",
        body: AcsBody,
        response: { 303: z.null(), 400: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const location = await finishSamlSignIn(deps, {
        samlResponse: request.body.SAMLResponse,
        relayState: request.body.RelayState,
        log: request.log,
      });
      return reply
        .code(303)
        .header('location', location)
        .header('cache-control', 'no-store')
        .send(null);
    },
  );
}
