import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#shared/schemas/common';
import {
  ClaimDomainBody,
  DomainParams,
  TeamDomain,
  TeamDomainList,
  VerifiedDomain,
} from '#shared/schemas/sso';
import { TeamIdParams } from '#shared/schemas/teams';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../../teams/public';
import { claimDomain } from '../claim-domain';
import { listTeamDomains } from '../list-domains';
import { removeDomain } from '../remove-domain';
import { verifyDomain } from '../verify-domain';

/**
 * A team's verified domains (docs/product.md#verified-domains), registered in ownerRoutes (the
 * team access check runs first): the owner and admins claim, verify and remove.
 */
export async function domainRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('domains'),
    schema: {
      tags: ['teams'],
      description: "The team's claimed domains, verified or pending, with their TXT record.",
      params: TeamIdParams,
      response: { 200: TeamDomainList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => listTeamDomains(deps, { teamId: teamAccessOf(request).team.id }),
  });

  app.route({
    ...teamRoute('claimDomain'),
    schema: {
      tags: ['teams'],
      description:
        'Claims an e-mail domain: 201 with the TXT record to create (`txtName`, `txtValue`). 400 for a public mail domain, 409 when another team verified it or this team claimed it.',
      params: TeamIdParams,
      body: ClaimDomainBody,
      response: { 201: TeamDomain, ...TEAM_ROUTE_ERRORS, 409: ErrorBody },
    },
    handler: async (request, reply) => {
      const access = teamAccessOf(request);
      const claimed = await claimDomain(deps, {
        teamId: access.team.id,
        actor: access.actor,
        body: request.body,
      });
      return reply.code(201).send(claimed);
    },
  });

  app.route({
    ...teamRoute('verifyDomain'),
    schema: {
      tags: ['teams'],
      description:
        'Looks the TXT record up in DNS: 200 when it holds the value, else 422 naming the record looked for. 409 when another team verified the domain; 429 past 30 a minute per team.',
      params: DomainParams,
      response: {
        200: VerifiedDomain,
        ...TEAM_ROUTE_ERRORS,
        409: ErrorBody,
        422: ErrorBody,
        429: ErrorBody,
      },
    },
    handler: async (request) => {
      const access = teamAccessOf(request);
      return verifyDomain(deps, {
        teamId: access.team.id,
        domain: request.params.domain,
        actor: access.actor,
      });
    },
  });

  app.route({
    ...teamRoute('removeDomain'),
    schema: {
      tags: ['teams'],
      description: 'Removes a claim, verified or not.',
      params: DomainParams,
      response: { 204: z.null(), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const access = teamAccessOf(request);
      await removeDomain(deps, {
        teamId: access.team.id,
        domain: request.params.domain,
        actor: access.actor,
      });
      return reply.code(204).send(null);
    },
  });
}
