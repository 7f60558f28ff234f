import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireEventScopes } from '#server/lib/request-owner';
import { ErrorBody } from '#shared/schemas/common';
import { TeamIdParams } from '#shared/schemas/teams';
import {
  CreateWebhookBody,
  DeliveryIdParams,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookIdParams,
  WebhookList,
  WebhookTestResult,
  WebhookWithSecret,
} from '#shared/schemas/webhooks';
import { teamAuditActorOf } from '../audit/public';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { listDeliveries } from './list-deliveries';
import { listWebhooks } from './list-webhooks';
import { replayDelivery } from './replay-delivery';
import { rotateWebhookSecret } from './rotate-webhook-secret';
import { teamScope } from './team-scope';
import { testWebhook } from './test-webhook';
import { updateWebhook } from './update-webhook';

const signingNote =
  'Deliveries are signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,...`) and carry `{type, timestamp, data}`; retried on a timeout or non-2xx with the same `webhook-id` after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h.';

/** The OpenAPI note on every route that sends or shows an event's data. */
const scopeNote =
  'An API key needs `webhooks:write` and the scope that reads the events of the webhook (after the change): `leads:read` for `lead.*`, `cards:read` for `card.*`; 403 otherwise.';

/**
 * A webhook sends its events' data to its address: an API key needs the scope that reads them
 * (lead.* leads:read, card.* cards:read) to create one, change one, or read or replay its log.
 */
const mayHandleFor = (request: FastifyRequest) => (events: readonly string[]) =>
  requireEventScopes(request, events);

/**
 * The owner's and their teams' webhooks (docs/product.md#integrations); registered in app.ts's
 * owner scope.
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;

  app.post(
    '/api/webhooks',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        description: `A webhook of the owner's own cards. The answer's \`secret\` (\`whsec_...\`) is shown this once. ${signingNote} ${scopeNote}`,
        body: CreateWebhookBody,
        response: {
          201: WebhookWithSecret,
          400: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      requireEventScopes(request, request.body.events);
      const scope = { ownerId: request.owner.user.id };
      return reply.code(201).send(await createWebhook(deps, { scope, body: request.body }));
    },
  );

  app.get(
    '/api/webhooks',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        response: { 200: WebhookList, 403: ErrorBody },
      },
    },
    async (request) => listWebhooks(deps, { ownerId: request.owner.user.id }),
  );

  app.post(
    '/api/teams/:id/webhooks',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        description: `A webhook of the team's cards (admins): a team card's events go to the team's webhooks only. ${signingNote} ${scopeNote}`,
        params: TeamIdParams,
        body: CreateWebhookBody,
        response: {
          201: WebhookWithSecret,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      requireEventScopes(request, request.body.events);
      const scope = await teamScope(db, {
        teamId: request.params.id,
        userId: request.owner.user.id,
      });
      const actor = teamAuditActorOf(request.owner);
      return reply.code(201).send(await createWebhook(deps, { scope, body: request.body, actor }));
    },
  );

  app.get(
    '/api/teams/:id/webhooks',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        params: TeamIdParams,
        response: { 200: WebhookList, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      listWebhooks(
        deps,
        await teamScope(db, { teamId: request.params.id, userId: request.owner.user.id }),
      ),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        description: `\`{url?, events?, enabled?}\`: \`enabled: true\` switches a disabled webhook back on. ${scopeNote}`,
        params: WebhookIdParams,
        body: UpdateWebhookBody,
        response: { 200: Webhook, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      return updateWebhook(deps, {
        userId: request.owner.user.id,
        id: request.params.id,
        body: request.body,
        mayHandle: mayHandleFor(request),
        actor: teamAuditActorOf(request.owner),
      });
    },
  );

  app.delete(
    '/api/webhooks/:id',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
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

  app.post(
    '/api/webhooks/:id/rotate-secret',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        description: `A new \`whsec_\` secret, shown once; the old one also signs for 24 hours. ${scopeNote}`,
        params: WebhookIdParams,
        response: { 200: WebhookWithSecret, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      rotateWebhookSecret(deps, {
        userId: request.owner.user.id,
        id: request.params.id,
        mayHandle: mayHandleFor(request),
      }),
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        description:
          "Sends a `webhook.test` event now, signed and posted as every delivery is, even to a switched-off webhook (a team's too, for its admins), and answers what the one attempt got: `{deliveryId, statusCode, durationMs, error, at}` (`statusCode` null and `error` set without an answer). It is logged in the delivery log, never retried, and leaves the webhook's health alone. At most 10 a minute per webhook (429).",
        params: WebhookIdParams,
        response: { 200: WebhookTestResult, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => testWebhook(deps, { userId: request.owner.user.id, id: request.params.id }),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        description: `The latest 100 deliveries, newest first, each with its attempts. ${scopeNote}`,
        params: WebhookIdParams,
        response: { 200: WebhookDeliveryList, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      listDeliveries(deps, {
        userId: request.owner.user.id,
        id: request.params.id,
        mayHandle: mayHandleFor(request),
      }),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: { apiKeyScope: 'webhooks:write' },
      schema: {
        tags: ['webhooks'],
        description: `Sends the delivery again now, with the same \`webhook-id\` and body. ${scopeNote}`,
        params: DeliveryIdParams,
        response: {
          202: WebhookDelivery,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const delivery = await replayDelivery(deps, {
        userId: request.owner.user.id,
        id: request.params.id,
        deliveryId: request.params.deliveryId,
        mayHandle: mayHandleFor(request),
      });
      deps.jobs.kick();
      return reply.code(202).send(delivery);
    },
  );
}
