import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NoContent } from '#shared/schemas/common';
import { SsoSettings, SsoSettingsBody } from '#shared/schemas/sso';
import { TeamIdParams } from '#shared/schemas/teams';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../../teams/public';
import { readSsoSettings, removeSsoSettings, saveSsoSettings } from '../sso-settings';

/** The team's single sign-on settings (owner and admins). */
export async function ssoSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('sso'),
    schema: {
      tags: ['company sign-in'],
      description: "The team's single sign-on, without its client secret; 404 when none.",
      params: TeamIdParams,
      response: { 200: SsoSettings, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => readSsoSettings(deps, { teamId: teamAccessOf(request).team.id }),
  });

  app.route({
    ...teamRoute('saveSso'),
    schema: {
      tags: ['company sign-in'],
      description:
        'Sets up single sign-on: `oidc` (issuer, clientId, clientSecret; the discovery document is read now) or `saml` (metadataXml). Answers what to paste into the identity provider.',
      params: TeamIdParams,
      body: SsoSettingsBody,
      response: { 200: SsoSettings, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      saveSsoSettings(deps, { access: teamAccessOf(request), body: request.body }),
  });

  app.route({
    ...teamRoute('removeSso'),
    schema: {
      tags: ['company sign-in'],
      description: 'Turns single sign-on off: passwords and passkeys work again.',
      params: TeamIdParams,
      response: { 204: NoContent, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      await removeSsoSettings(deps, { access: teamAccessOf(request) });
      return reply.code(204).send(null);
    },
  });
}
