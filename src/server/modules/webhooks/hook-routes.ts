import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEventScopes } from '#server/lib/request-owner';
import { ErrorBody } from '#shared/schemas/common';
import {
  CreatedHook,
  CreateHookBody,
  HookEventParams,
  HookSampleList,
} from '#shared/schemas/hooks';
import { WebhookIdParams } from '#shared/schemas/webhooks';
import { teamAuditActorOf } from '../audit/public';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { hookSamples } from './hook-samples';

const hookNote =
  'A REST hook (docs/integrations.md: Zapier, Make, n8n) is a webhook of the account like those of POST /api/webhooks: listed at GET /api/webhooks, counted in their limit of 10, signed per Standard Webhooks with its own `whsec_` secret.';

const scopeNote =
  'An API key needs `webhooks:write` and the scope that reads the event: `leads:read` for `lead.*`, `cards:read` for `card.*`; 403 naming the missing scope otherwise.';

/**
 * REST hooks for Zapier, Make and n8n (docs/integrations.md): subscribe, unsubscribe, and the
 * sample payloads they show while a user builds a workflow. Thin names over the webhooks'
 * own services (no store of their own); registered in app.ts's owner scope, so an API key and a
 * signed-in owner alike call them.
 */
export async function hookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/hooks',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['hooks'],
        description: `Subscribes \`targetUrl\` to one \`event\` → 201 \`{id, secret}\` (the secret is shown this once). ${hookNote} An unknown event or address is 400, the eleventh webhook 409. ${scopeNote}`,
        body: CreateHookBody,
        response: { 201: CreatedHook, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { targetUrl, event } = request.body;
      requireEventScopes(request, [event]);
      const { id, secret } = await createWebhook(deps, {
        scope: { ownerId: request.owner.user.id },
        body: { url: targetUrl, events: [event] },
      });
      return reply.code(201).send({ id, secret });
    },
  );

  app.delete(
    '/api/hooks/:id',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['hooks'],
        description:
          "Unsubscribes: deletes the webhook and its delivery log (204), as DELETE /api/webhooks/{id} does; one that is not the caller's is 404.",
        params: WebhookIdParams,
        response: { 204: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await deleteWebhook(deps, {
        userId: request.owner.user.id,
        id: request.params.id,
        actor: teamAuditActorOf(request.owner),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/hooks/samples/:event',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['hooks'],
        description: `The newest 3 payloads of \`event\` among the deliveries of the account's own webhooks, newest first, each the \`{type, timestamp, data}\` body a delivery carries; when there is none yet, one example of the event's documented body (its ids are zeros). An unknown event is 404. ${scopeNote}`,
        params: HookEventParams,
        response: { 200: HookSampleList, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { event } = request.params;
      requireEventScopes(request, [event]);
      return hookSamples(deps, { ownerId: request.owner.user.id, event });
    },
  );
}
