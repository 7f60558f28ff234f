import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '#server/lib/request-owner';
import {
  AdminAccountDetail,
  AdminAccountIdParams,
  AdminAccountPage,
  AdminAccountsQuery,
  AdminAuditQuery,
  AdminCard,
  AdminCardPage,
  AdminCursorQuery,
  AdminMail,
  AdminMailIdParams,
  AdminMailPage,
  AdminMailQuery,
  AdminOptionalReasonBody,
  AdminOverview,
  AdminProfileUuidParams,
  AdminReasonBody,
  AdminTeamDetail,
  AdminTeamIdParams,
  AuditPage,
  MoveCardBody,
  MoveCardResult,
} from '#shared/schemas/admin';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import type { AuditActor } from '../audit/public';
import { listAccounts, readAccount } from './accounts';
import { listAudit } from './audit-list';
import { listUnassignedCards, moveCard, setTakedown } from './card-actions';
import { mailAccountLink } from './mail-account-link';
import { listMail, retryMail } from './mail-actions';
import { readOverview } from './overview';
import { suspendAccount } from './suspend-account';
import { readTeam } from './team-detail';
import { unsuspendAccount } from './unsuspend-account';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The signed-in admin as the audit log names them. */
function actorOf(request: FastifyRequest): AuditActor {
  const { user } = requireAdmin(request);
  return { id: user.id, label: user.email };
}

/**
 * The operator console's API, /api/admin/*, registered in app.ts's owner scope, which signs the
 * caller in first. Every route then checks the role (read from the database with the session,
 * never from the token) before its input is even validated: an owner gets 403 "Admins only"
 * whatever they send.
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  await fastify.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const { deps } = app;
    app.addHook('onRequest', async (request) => {
      requireAdmin(request);
    });
    const tags = ['admin'];

    app.get(
      '/api/admin/overview',
      { schema: { tags, response: { 200: AdminOverview, ...errors } } },
      () => readOverview(deps),
    );

    app.get(
      '/api/admin/accounts',
      {
        schema: {
          tags,
          querystring: AdminAccountsQuery,
          response: { 200: AdminAccountPage, ...errors },
        },
      },
      (request) => listAccounts(deps, request.query),
    );

    app.get(
      '/api/admin/accounts/:id',
      {
        schema: {
          tags,
          params: AdminAccountIdParams,
          response: { 200: AdminAccountDetail, ...errors },
        },
      },
      (request) => readAccount(deps, request.params.id),
    );

    app.get(
      '/api/admin/teams/:id',
      {
        schema: {
          tags,
          description:
            'A team: its members, its cards with their holders, and its seat subscription.',
          params: AdminTeamIdParams,
          response: { 200: AdminTeamDetail, ...errors },
        },
      },
      (request) => readTeam(deps, request.params.id),
    );

    const accountAction = {
      tags,
      params: AdminAccountIdParams,
      response: { 200: AdminAccountDetail, ...errors },
    };
    app.post(
      '/api/admin/accounts/:id/suspend',
      { schema: { ...accountAction, body: AdminReasonBody } },
      (request) =>
        suspendAccount(deps, {
          actor: actorOf(request),
          userId: request.params.id,
          reason: request.body.reason,
        }),
    );
    app.post(
      '/api/admin/accounts/:id/unsuspend',
      { schema: { ...accountAction, body: AdminOptionalReasonBody } },
      (request) =>
        unsuspendAccount(deps, {
          actor: actorOf(request),
          userId: request.params.id,
          reason: request.body.reason,
        }),
    );
    app.post(
      '/api/admin/accounts/:id/resend-invitation',
      { schema: { ...accountAction, body: AdminOptionalReasonBody } },
      (request) =>
        mailAccountLink(deps, {
          actor: actorOf(request),
          userId: request.params.id,
          kind: 'invitation',
          reason: request.body.reason,
        }),
    );
    app.post(
      '/api/admin/accounts/:id/send-password-reset',
      { schema: { ...accountAction, body: AdminOptionalReasonBody } },
      (request) =>
        mailAccountLink(deps, {
          actor: actorOf(request),
          userId: request.params.id,
          kind: 'passwordReset',
          reason: request.body.reason,
        }),
    );

    app.post(
      '/api/admin/cards/:id/move',
      {
        schema: {
          tags,
          params: CardIdParams,
          body: MoveCardBody,
          response: { 200: MoveCardResult, ...errors },
        },
      },
      (request) =>
        moveCard(deps, { actor: actorOf(request), cardId: request.params.id, body: request.body }),
    );

    app.get(
      '/api/admin/cards/unassigned',
      {
        schema: {
          tags,
          querystring: AdminCursorQuery,
          response: { 200: AdminCardPage, ...errors },
        },
      },
      (request) => listUnassignedCards(deps, request.query.cursor),
    );

    const profileAction = {
      tags,
      params: AdminProfileUuidParams,
      response: { 200: AdminCard, ...errors },
    };
    app.post(
      '/api/admin/profiles/:uuid/takedown',
      { schema: { ...profileAction, body: AdminReasonBody } },
      (request) =>
        setTakedown(deps, {
          actor: actorOf(request),
          uuid: request.params.uuid.toLowerCase(),
          change: { takeDown: true, reason: request.body.reason },
        }),
    );
    app.post(
      '/api/admin/profiles/:uuid/restore',
      { schema: { ...profileAction, body: AdminOptionalReasonBody } },
      (request) =>
        setTakedown(deps, {
          actor: actorOf(request),
          uuid: request.params.uuid.toLowerCase(),
          change: { takeDown: false, reason: request.body.reason },
        }),
    );

    app.get(
      '/api/admin/mail',
      {
        schema: { tags, querystring: AdminMailQuery, response: { 200: AdminMailPage, ...errors } },
      },
      (request) => listMail(deps, request.query),
    );
    app.post(
      '/api/admin/mail/:id/retry',
      {
        schema: {
          tags,
          params: AdminMailIdParams,
          body: AdminOptionalReasonBody,
          response: { 200: AdminMail, ...errors },
        },
      },
      (request) =>
        retryMail(deps, {
          actor: actorOf(request),
          mailId: request.params.id,
          reason: request.body.reason,
        }),
    );

    app.get(
      '/api/admin/audit',
      { schema: { tags, querystring: AdminAuditQuery, response: { 200: AuditPage, ...errors } } },
      (request) => listAudit(deps, request.query),
    );
  });
}
