import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, NoContent } from '#shared/schemas/common';
import {
  ConnectAnswer,
  Integration,
  IntegrationList,
  OAuthCallbackQuery,
  UpdateHubSpotBody,
} from '#shared/schemas/integrations';
import { TeamIdParams } from '#shared/schemas/teams';
import { teamAuditActorOf } from '../audit/public';
import { teamScope } from '../webhooks/public';
import {
  cookieValue,
  disconnectHubSpot,
  finishHubSpotConnect,
  HUBSPOT_BROWSER_COOKIE,
  HUBSPOT_CALLBACK_PATH,
  hubspotBrowserCookie,
  listIntegrations,
  startHubSpotConnect,
  updateHubSpotSettings,
} from './hubspot-connection';

/**
 * HubSpot's redirect back: public (the browser carries no bearer token); the state says who,
 * and the browser's cookie must hold it. The cookie is cleared whatever the answer.
 */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    HUBSPOT_CALLBACK_PATH,
    {
      schema: {
        tags: ['integrations'],
        description:
          "HubSpot's OAuth redirect: `code` and the single-use `state` the connect call made, from the browser that made it (its cookie; another browser, a forged, expired or reused state, or a team admin no longer admin is 400); redirects to the Integrations screen.",
        querystring: OAuthCallbackQuery,
        response: { 400: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const browserState = cookieValue(request.headers.cookie, HUBSPOT_BROWSER_COOKIE);
      reply.header('set-cookie', hubspotBrowserCookie(app.deps, ''));
      return reply.redirect(
        await finishHubSpotConnect(app.deps, { ...request.query, browserState }),
        303,
      );
    },
  );
}

/**
 * The owner's and their team's CRM connections (docs/product.md#integrations); in app.ts's owner
 * scope.
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;
  const team = (request: FastifyRequest<{ Params: { id: string } }>) =>
    teamScope(db, { teamId: request.params.id, userId: request.owner.user.id });

  app.post(
    '/api/integrations/hubspot/connect',
    {
      schema: {
        tags: ['integrations'],
        description:
          "`{url}` of HubSpot's consent page, with a single-use state bound to the caller and, by an HttpOnly cookie sent to the callback only, to their browser.",
        response: { 200: ConnectAnswer, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { url, cookie } = await startHubSpotConnect(deps, {
        userId: request.owner.user.id,
      });
      reply.header('set-cookie', cookie);
      return { url };
    },
  );

  app.post(
    '/api/teams/:id/integrations/hubspot/connect',
    {
      schema: {
        tags: ['integrations'],
        description: "The team's HubSpot (admins): a team card's leads go to it only.",
        params: TeamIdParams,
        response: {
          200: ConnectAnswer,
          403: ErrorBody,
          404: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { teamId } = await team(request);
      const { url, cookie } = await startHubSpotConnect(deps, {
        userId: request.owner.user.id,
        teamId,
      });
      reply.header('set-cookie', cookie);
      return { url };
    },
  );

  app.get(
    '/api/integrations',
    {
      schema: {
        tags: ['integrations'],
        description:
          '`[{provider: "hubspot", status: "connected" | "reconnect_needed" | "failed", ...}]`',
        response: { 200: IntegrationList },
      },
    },
    async (request) => listIntegrations(deps, { ownerId: request.owner.user.id }),
  );

  app.get(
    '/api/teams/:id/integrations',
    {
      schema: {
        tags: ['integrations'],
        params: TeamIdParams,
        response: { 200: IntegrationList, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listIntegrations(deps, await team(request)),
  );

  app.put(
    '/api/integrations/hubspot',
    {
      schema: {
        tags: ['integrations'],
        description:
          '`{fixedValues?, fieldMap?}`: HubSpot properties set on every contact (a lead source, a campaign), and which property each lead field fills.',
        body: UpdateHubSpotBody,
        response: { 200: Integration, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      updateHubSpotSettings(deps, {
        scope: { ownerId: request.owner.user.id },
        body: request.body,
      }),
  );

  app.delete(
    '/api/integrations/hubspot',
    {
      schema: {
        tags: ['integrations'],
        description: 'Disconnects HubSpot: its tokens are deleted here (204).',
        response: { 204: NoContent, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await disconnectHubSpot(deps, { scope: { ownerId: request.owner.user.id } });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/teams/:id/integrations/hubspot',
    {
      schema: {
        tags: ['integrations'],
        params: TeamIdParams,
        body: UpdateHubSpotBody,
        response: {
          200: Integration,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) =>
      updateHubSpotSettings(deps, { scope: await team(request), body: request.body }),
  );

  app.delete(
    '/api/teams/:id/integrations/hubspot',
    {
      schema: {
        tags: ['integrations'],
        params: TeamIdParams,
        response: { 204: NoContent, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await disconnectHubSpot(deps, {
        scope: await team(request),
        actor: teamAuditActorOf(request.owner),
      });
      return reply.code(204).send(null);
    },
  );
}
