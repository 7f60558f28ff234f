import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { DepartmentQuery } from '#shared/schemas/departments';
import {
  AddTeamCardsBody,
  AssignCardBody,
  TeamCard,
  TeamCardList,
  TeamCardParams,
  TeamIdParams,
} from '#shared/schemas/teams';
import { addCardsToPool } from '../add-cards-to-pool';
import { assignCard } from '../assign-card';
import { listCardsInScope } from '../list-team-cards';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';
import { unassignCard } from '../unassign-card';

/** The team's cards: the pool, adding cards to it, giving one to a member, taking it back. */
export async function cardPoolRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('teamCards'),
    schema: {
      tags: ['teams'],
      description:
        "Every team card, pooled or held, with its `assignee` (null in the pool); `departmentId` keeps the cards of that department's people. A department admin gets the pool and their department's.",
      params: TeamIdParams,
      querystring: DepartmentQuery,
      response: { 200: TeamCardList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      listCardsInScope(deps, {
        access: teamAccessOf(request),
        departmentId: (request.query as z.infer<typeof DepartmentQuery>).departmentId,
      }),
  });

  app.route({
    ...teamRoute('addCards'),
    schema: {
      tags: ['teams'],
      description:
        "`{cardIds}`: the caller's own cards go into the team's pool (all or none); answers the team's cards.",
      params: TeamIdParams,
      body: AddTeamCardsBody,
      response: { 200: TeamCardList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      addCardsToPool(deps, {
        access: teamAccessOf(request),
        cardIds: (request.body as AddTeamCardsBody).cardIds,
      }),
  });

  app.route({
    ...teamRoute('assignCard'),
    schema: {
      tags: ['teams'],
      description:
        "`{memberId}`: gives the card to an active member or a waiting invitation, with that person's details (nothing of whoever held it stays); the holder is mailed.",
      params: TeamCardParams,
      body: AssignCardBody,
      response: { 200: TeamCard, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      assignCard(deps, {
        access: teamAccessOf(request),
        cardId: (request.params as z.infer<typeof TeamCardParams>).cardId,
        memberId: (request.body as AssignCardBody).memberId,
      }),
  });

  app.route({
    ...teamRoute('unassignCard'),
    schema: {
      tags: ['teams'],
      description: 'Takes the card back into the pool.',
      params: TeamCardParams,
      response: { 200: TeamCard, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      unassignCard(deps, {
        access: teamAccessOf(request),
        cardId: (request.params as z.infer<typeof TeamCardParams>).cardId,
      }),
  });
}
