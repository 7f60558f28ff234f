import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AskForChangeBody,
  ChangeRequestList,
  ChangeRequestQuery,
  ChangeRequestState,
  RejectChangeBody,
  UnseenDecisions,
} from '#shared/schemas/change-requests';
import { ErrorBody, OkResponse } from '#shared/schemas/common';
import { ChangeRequestParams } from '#shared/schemas/departments';
import { TeamIdParams } from '#shared/schemas/teams';
import { askForChange } from '../ask-for-change';
import { countUnseenDecisions, markDecisionsSeen } from '../change-request-decisions-seen';
import { approveChange, rejectChange } from '../decide-change-request';
import { listChangeRequests } from '../list-change-requests';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';

/**
 * Members' requests to change a locked field of their card, and the decisions on them
 * (docs/product.md#change-requests); the bell's count of decisions not yet seen.
 */
export async function changeRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('changeRequests'),
    schema: {
      tags: ['teams'],
      description:
        "Change requests, pending first then newest first: all of them for the team's owner and admins, a department's for its admin, a member's own for them.",
      params: TeamIdParams,
      querystring: ChangeRequestQuery,
      response: { 200: ChangeRequestList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { status } = request.query as z.infer<typeof ChangeRequestQuery>;
      return listChangeRequests(deps, { access: teamAccessOf(request), status });
    },
  });

  app.route({
    ...teamRoute('askForChange'),
    schema: {
      tags: ['teams'],
      description:
        'A member asks to change a field the template locks on a team card they hold; the value is checked as the editor checks it. 409 while one is pending for the card and field; 429 past 20 an hour.',
      params: TeamIdParams,
      body: AskForChangeBody,
      response: { 201: ChangeRequestState, ...TEAM_ROUTE_ERRORS, 429: ErrorBody },
    },
    handler: async (request, reply) => {
      const body = request.body as AskForChangeBody;
      const asked = await askForChange(deps, { access: teamAccessOf(request), body });
      return reply.code(201).send(asked);
    },
  });

  app.route({
    ...teamRoute('approveChange'),
    schema: {
      tags: ['teams'],
      description:
        'Sets the value on that card only, as an exception the templates leave alone; the member is told by mail and in the bell.',
      params: ChangeRequestParams,
      response: { 200: ChangeRequestState, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { requestId } = request.params as z.infer<typeof ChangeRequestParams>;
      return approveChange(deps, { access: teamAccessOf(request), requestId });
    },
  });

  app.route({
    ...teamRoute('rejectChange'),
    schema: {
      tags: ['teams'],
      description: 'Rejects it with a reason, told to the member by mail and in the bell.',
      params: ChangeRequestParams,
      body: RejectChangeBody,
      response: { 200: ChangeRequestState, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { requestId } = request.params as z.infer<typeof ChangeRequestParams>;
      const body = request.body as RejectChangeBody;
      return rejectChange(deps, { access: teamAccessOf(request), requestId, body });
    },
  });

  app.get(
    '/api/change-requests/unseen',
    {
      schema: {
        tags: ['teams'],
        description:
          "How many decisions on the caller's change requests they have not seen (the bell).",
        response: { 200: UnseenDecisions },
      },
    },
    async (request) => ({ count: await countUnseenDecisions(deps, request.owner.user.id) }),
  );

  app.post(
    '/api/change-requests/seen',
    {
      schema: {
        tags: ['teams'],
        description: 'The caller has seen every decision on their change requests so far.',
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await markDecisionsSeen(deps, request.owner.user.id);
      return { ok: true as const };
    },
  );
}
