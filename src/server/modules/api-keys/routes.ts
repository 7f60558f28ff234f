import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '#server/lib/request-owner';
import {
  ApiKeyIdParams,
  ApiKeyList,
  CreateApiKeyBody,
  CreatedApiKey,
} from '#shared/schemas/api-keys';
import { ErrorBody } from '#shared/schemas/common';
import { Me } from '#shared/schemas/me';
import { teamAuditActorOf } from '../audit/public';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys';
import { whoAmI } from './who-am-i';

/**
 * The account's API keys; registered in app.ts's owner scope. Managed with a signed-in session
 * only: a key cannot make or list keys. GET /api/me takes any key, and a session.
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/me',
    {
      config: { apiKeyScope: 'any' },
      schema: {
        tags: ['me'],
        description:
          'Who the caller is: `{account: {id, email, name}, team: {id, name, role} | null, apiKey: {id, name, scopes} | null}`. `team` is the team the account is active in; `apiKey` the key the request was made with (null with a session). Any valid key may call it, whatever its scopes: the connection test of Zapier, Make or n8n. A revoked key answers 401.',
        response: { 200: Me },
      },
    },
    async (request) => whoAmI(deps, { owner: request.owner }),
  );

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        description:
          "A key for `Authorization: Bearer <key>` on the read routes of cards (`cards:read`) and leads (`leads:read`) and on the webhook routes (`webhooks:write`); never on account, billing or admin routes. `scopes` defaults to all three. The answer's `key` is shown this once; only its hash is kept.",
        body: CreateApiKeyBody,
        response: {
          201: CreatedApiKey,
          400: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(deps, {
        userId: requireSession(request).user.id,
        body: request.body,
        actor: teamAuditActorOf(request.owner),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/api-keys',
    {
      schema: { tags: ['api-keys'], response: { 200: ApiKeyList, 403: ErrorBody } },
    },
    async (request) => listApiKeys(deps, requireSession(request).user.id),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags: ['api-keys'],
        description: 'Revokes the key: the next request with it answers 401.',
        params: ApiKeyIdParams,
        response: { 204: z.null(), 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await revokeApiKey(deps, {
        userId: requireSession(request).user.id,
        id: request.params.id,
        actor: teamAuditActorOf(request.owner),
      });
      return reply.code(204).send(null);
    },
  );
}
