import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, NoContent } from '#shared/schemas/common';
import {
  ConnectAnswer,
  ConnectCrmBody,
  CrmFieldList,
  CrmParams,
  Integration,
  IntegrationList,
  OAuthCallbackQuery,
  TeamCrmParams,
  UpdateCrmBody,
} from '#shared/schemas/integrations';
import { TeamIdParams } from '#shared/schemas/teams';
import { cookieValue } from '../../lib/cookies';
import { teamAuditActorOf } from '../audit/public';
import { teamScope } from '../webhooks/public';
import { finishCrmConnect, startCrmConnect } from './connect-crm';
import {
  disconnectCrm,
  listCrmFields,
  listIntegrations,
  updateCrmSettings,
} from './crm-connections';
import { browserCookie, browserCookieName } from './oauth-browser';

const CRM_NAMES = '`hubspot`, `salesforce`, `dynamics` or `pipedrive`';

/**
 * Each CRM's redirect back: public (the browser carries no bearer token); the state says who,
 * and the browser's cookie must hold it. The cookie is cleared whatever the answer.
 */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/integrations/:crm/callback',
    {
      schema: {
        tags: ['integrations'],
        description:
          "A CRM's OAuth redirect: `code` and the single-use `state` the connect call made, from the browser that made it (its cookie). Always a 303 to the Integrations screen with `?{crm}=connected|cancelled|failed|expired|other_browser|team_access_lost|not_configured`, which the screen says in a sentence.",
        params: CrmParams,
        querystring: OAuthCallbackQuery,
      },
    },
    async (request, reply) => {
      const provider = request.params.crm;
      const browserState = cookieValue(request.headers.cookie, browserCookieName(provider));
      reply.header('set-cookie', browserCookie(app.deps, { provider, state: '' }));
      return reply.redirect(
        await finishCrmConnect(app.deps, { ...request.query, provider, browserState }),
        303,
      );
    },
  );
}

/**
 * The owner's and their team's CRM connections (docs/product.md#integrations); in app.ts's owner
 * scope. A team's routes are for its admins; a team card's leads go to the team's CRMs only.
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;
  const team = (request: FastifyRequest<{ Params: { id: string } }>) =>
    teamScope(db, { teamId: request.params.id, userId: request.owner.user.id });
  const own = (request: FastifyRequest) => ({ ownerId: request.owner.user.id });

  app.post(
    '/api/integrations/:crm/connect',
    {
      schema: {
        tags: ['integrations'],
        description: `\`{url}\` of the CRM's consent page (${CRM_NAMES}), with a single-use state bound to the caller and, by an HttpOnly cookie sent to the callback only, to their browser. Dynamics 365 takes \`{environmentUrl}\`, the Dataverse environment (400 when it is not one). 503 when this server has no settings for that CRM.`,
        params: CrmParams,
        body: ConnectCrmBody,
        response: { 200: ConnectAnswer, 400: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const { url, cookie } = await startCrmConnect(deps, {
        provider: request.params.crm,
        userId: request.owner.user.id,
        body: request.body,
      });
      reply.header('set-cookie', cookie);
      return { url };
    },
  );

  app.post(
    '/api/teams/:id/integrations/:crm/connect',
    {
      schema: {
        tags: ['integrations'],
        description: "The team's connection to a CRM (admins): a team card's leads go to it only.",
        params: TeamCrmParams,
        body: ConnectCrmBody,
        response: {
          200: ConnectAnswer,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { teamId } = await team(request);
      const { url, cookie } = await startCrmConnect(deps, {
        provider: request.params.crm,
        userId: request.owner.user.id,
        teamId,
        body: request.body,
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
        description: `\`[{provider: ${CRM_NAMES}, status: "connected" | "reconnect_needed" | "failed", ...}]\``,
        response: { 200: IntegrationList },
      },
    },
    async (request) => listIntegrations(deps, own(request)),
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

  const fieldsNote =
    "`[{name, label, type}]`: the fields of the record leads are written to, from the CRM's own describe call. 404 when not connected, 409 when the CRM no longer accepts the connection, 503 when it gives no answer.";
  app.get(
    '/api/integrations/:crm/fields',
    {
      schema: {
        tags: ['integrations'],
        description: fieldsNote,
        params: CrmParams,
        response: { 200: CrmFieldList, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => listCrmFields(deps, { scope: own(request), provider: request.params.crm }),
  );

  app.get(
    '/api/teams/:id/integrations/:crm/fields',
    {
      schema: {
        tags: ['integrations'],
        description: fieldsNote,
        params: TeamCrmParams,
        response: {
          200: CrmFieldList,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) =>
      listCrmFields(deps, { scope: await team(request), provider: request.params.crm }),
  );

  const updateNote =
    '`{fixedValues?, fieldMap?}`: fields set on every record (a lead source, a campaign), and which field each lead field fills (`firstName`, `lastName`, `phone`, `company`, `title`, `message`, `source`, `consent`, `department`; `""` sends one nowhere). Every field named must be one GET .../fields lists: 400 naming the first that is not.';
  app.put(
    '/api/integrations/:crm',
    {
      schema: {
        tags: ['integrations'],
        description: updateNote,
        params: CrmParams,
        body: UpdateCrmBody,
        response: {
          200: Integration,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) =>
      updateCrmSettings(deps, {
        scope: own(request),
        provider: request.params.crm,
        body: request.body,
      }),
  );

  app.put(
    '/api/teams/:id/integrations/:crm',
    {
      schema: {
        tags: ['integrations'],
        description: updateNote,
        params: TeamCrmParams,
        body: UpdateCrmBody,
        response: {
          200: Integration,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) =>
      updateCrmSettings(deps, {
        scope: await team(request),
        provider: request.params.crm,
        body: request.body,
      }),
  );

  app.delete(
    '/api/integrations/:crm',
    {
      schema: {
        tags: ['integrations'],
        description: 'Disconnects the CRM: its tokens are deleted here (204).',
        params: CrmParams,
        response: { 204: NoContent, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await disconnectCrm(deps, { scope: own(request), provider: request.params.crm });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/teams/:id/integrations/:crm',
    {
      schema: {
        tags: ['integrations'],
        params: TeamCrmParams,
        response: { 204: NoContent, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await disconnectCrm(deps, {
        scope: await team(request),
        provider: request.params.crm,
        actor: teamAuditActorOf(request.owner),
      });
      return reply.code(204).send(null);
    },
  );
}
