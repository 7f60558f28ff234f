import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORTS_PER_MINUTE } from '#shared/constants';
import { COPY } from '#shared/copy';
import { ErrorBody } from '#shared/schemas/common';
import { DepartmentQuery } from '#shared/schemas/departments';
import {
  ChangeMemberBody,
  InvitedMember,
  InviteMemberBody,
  MemberImportResult,
  TeamIdParams,
  TeamMember,
  TeamMemberList,
  TeamMemberParams,
} from '#shared/schemas/teams';
import { syncTeamSeats } from '../../billing/public';
import { cancelInvitation } from '../cancel-invitation';
import { changeMember } from '../change-member';
import { deactivateMember } from '../deactivate-member';
import { importMembers } from '../import-members';
import { inviteMember } from '../invite-member';
import { listMembers } from '../list-members';
import { reactivateMember } from '../reactivate-member';
import { resendInvitation } from '../resend-invitation';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';
import { memberAnswer } from '../team-views';

/**
 * The member import's own limits (docs/product.md#teams): a body over MEMBER_IMPORT_MAX_BYTES is
 * refused while it arrives (by its Content-Length first), and an account imports at most
 * MEMBER_IMPORTS_PER_MINUTE files a minute, counted before the body is read.
 */
const memberImportGuard = {
  bodyLimit: MEMBER_IMPORT_MAX_BYTES,
  rateLimit: {
    max: MEMBER_IMPORTS_PER_MINUTE,
    timeWindow: '1 minute',
    // After the owner scope's sign-in (its hook runs before a route's own), so the owner is known.
    keyGenerator: (request: FastifyRequest) => `member-import:${request.owner.user.id}`,
  },
  /** Fastify's own 413 for the body limit, with the sentence that says what the limit is. */
  errorHandler(error: FastifyError) {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', COPY.memberCsvTooLarge);
    }
    throw error;
  },
};

/** The members: list, invite (one or a CSV file), change, cancel, deactivate, reactivate. */
export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('members'),
    schema: {
      tags: ['teams'],
      description:
        "Everyone in the team and every waiting invitation; `departmentId` keeps one department's (a department admin's own, always).",
      params: TeamIdParams,
      querystring: DepartmentQuery,
      response: { 200: TeamMemberList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      listMembers(deps, {
        access: teamAccessOf(request),
        departmentId: (request.query as z.infer<typeof DepartmentQuery>).departmentId,
      }),
  });

  app.route({
    ...teamRoute('invite'),
    schema: {
      tags: ['teams'],
      description:
        'Invites an address (role `member` unless given) into a department if given (a department admin: members into theirs); mails a 7-day link.',
      params: TeamIdParams,
      body: InviteMemberBody,
      response: { 201: InvitedMember, ...TEAM_ROUTE_ERRORS, 429: ErrorBody },
    },
    handler: async (request, reply) => {
      const row = await inviteMember(deps, {
        access: teamAccessOf(request),
        body: request.body as InviteMemberBody,
        address: request.ip,
      });
      return reply.code(201).send(await memberAnswer(deps.database.db, row));
    },
  });

  app.route({
    ...teamRoute('changeMember'),
    schema: {
      tags: ['teams'],
      description:
        "Changes a member's role, department (null: none) or both; a new department's template goes to the cards they hold.",
      params: TeamMemberParams,
      body: ChangeMemberBody,
      response: { 200: TeamMember, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { memberId } = request.params as z.infer<typeof TeamMemberParams>;
      const row = await changeMember(deps, {
        access: teamAccessOf(request),
        memberId,
        body: request.body as ChangeMemberBody,
      });
      return memberAnswer(deps.database.db, row);
    },
  });

  app.route({
    ...teamRoute('cancelInvitation'),
    schema: {
      tags: ['teams'],
      description: 'Withdraws an invitation not yet accepted (409 for a member).',
      params: TeamMemberParams,
      response: { 204: z.null(), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const { memberId } = request.params as z.infer<typeof TeamMemberParams>;
      await cancelInvitation(deps, { access: teamAccessOf(request), memberId });
      return reply.code(204).send(null);
    },
  });

  const memberActions = [
    ['deactivate', deactivateMember],
    ['reactivate', reactivateMember],
    ['resendInvitation', resendInvitation],
  ] as const;
  for (const [name, action] of memberActions) {
    app.route({
      ...teamRoute(name),
      schema: {
        tags: ['teams'],
        params: TeamMemberParams,
        response: { 200: TeamMember, ...TEAM_ROUTE_ERRORS, 429: ErrorBody },
      },
      handler: async (request) => {
        const { memberId } = request.params as z.infer<typeof TeamMemberParams>;
        const access = teamAccessOf(request);
        const row = await action(deps, { access, memberId, address: request.ip });
        // A deactivated member's seat ends with the period; a reactivated one is billed again.
        if (name !== 'resendInvitation')
          await syncTeamSeats(deps, { teamId: access.team.id, log: request.log });
        return memberAnswer(deps.database.db, row);
      },
    });
  }

  await app.register(async function memberImport(scope) {
    // Only in this route's context: elsewhere text bodies stay refused (415).
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: MEMBER_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const route = teamRoute('importMembers');
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...route,
      config: { ...route.config, rateLimit: memberImportGuard.rateLimit },
      bodyLimit: memberImportGuard.bodyLimit,
      errorHandler: memberImportGuard.errorHandler,
      schema: {
        tags: ['teams'],
        description:
          "Invites everyone of a CSV file (`text/csv`; header row; columns email, first_name, last_name, role, title, department (by name)): the valid rows in one transaction, each bad row reported with its line (the header is line 1). A department admin's rows all go to their department.",
        params: TeamIdParams,
        response: { 200: MemberImportResult, ...TEAM_ROUTE_ERRORS, 413: ErrorBody, 429: ErrorBody },
      },
      handler: async (request) =>
        importMembers(deps, {
          access: teamAccessOf(request),
          csv: typeof request.body === 'string' ? request.body : '',
          address: request.ip,
        }),
    });
  });
}
