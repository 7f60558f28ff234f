import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { MESSAGE_OUTCOME_IDS, type MessageOutcome } from '#shared/leads/form-outcomes';
import { buildPath, ROUTES } from '#shared/routes';
import { CaptureLeadBody } from '#shared/schemas/capture';
import { ErrorBody, LeadIdParams, OkResponse, ProfileKeyParams } from '#shared/schemas/common';
import { LeadList, LeadListQuery, UnreadCount, UpdateLeadBody, Lead } from '#shared/schemas/leads';
import { EmailContactBody, SendMessageAnswer, SendMessageBody } from '#shared/schemas/profiles';
import { captureInPerson } from './capture-in-person';
import { LEAD_LIMITS } from './capture-lead';
import { captureVisitorLead } from './capture-visitor-lead';
import { countUnread } from './count-unread';
import { deleteLead } from './delete-lead';
import { emailOwnerContact } from './email-owner-contact';
import { eventNamesOf } from './event-names';
import { leadsToCsv } from './leads-to-csv';
import { listLeads } from './list-leads';
import { markLeadRead } from './mark-lead-read';
import { isCrossSitePost, refuseCrossSitePost } from './refuse-cross-site-post';
import { retryLeadCrm } from './retry-lead-crm';
import { updateLead } from './update-lead';
import { visitorVCard } from './visitor-vcard';

/** The longest form a visitor can send (every field at its limit, percent-encoded), with room. */
const FORM_BODY_LIMIT = 64 * 1024;

/** A post from the page's form without script (urlencoded), rather than an API call (JSON). */
function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** The public page again, scrolled to the notice of what happened (decision 018). */
function backToPage(reply: FastifyReply, key: string, outcome: MessageOutcome) {
  const page = buildPath(ROUTES.publicProfile, { uuid: key });
  return reply.code(303).header('location', `${page}#${MESSAGE_OUTCOME_IDS[outcome]}`).send();
}

/** A visitor's message to a profile's owner: no sign-in, from the page's form or the API. */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // The page's form posts urlencoded when the visitor has no script; only this plugin parses it.
  await app.register(formBody, { bodyLimit: FORM_BODY_LIMIT });

  // Addressed by the profile's key.
  app.post(
    '/api/card-profiles/public/:key/send-message',
    {
      config: { rateLimit: { max: LEAD_LIMITS.floodPerMinute, timeWindow: '1 minute' } },
      // Before the body is read: another site's page may not post here (decision 028).
      onRequest: refuseCrossSitePost(deps.config.appUrl),
      schema: {
        tags: ['public'],
        params: ProfileKeyParams,
        body: SendMessageBody,
        response: {
          200: SendMessageAnswer,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
      // A form post comes back to the page whatever happened; an API call gets its status, and
      // so does a post from another site's page (there is no page of ours to go back to).
      errorHandler(error: FastifyError, request, reply) {
        if (!isFormPost(request) || isCrossSitePost(request, deps.config.appUrl)) throw error;
        const { key } = request.params as { key: string };
        const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
        if (status === 404) throw error; // no such profile: nothing to go back to
        if (status >= 500) request.log.error({ err: error }, 'form message failed');
        return backToPage(reply, key, status === 429 ? 'limited' : 'failed');
      },
    },
    async (request, reply) => {
      const sent = await captureVisitorLead(app, {
        key: request.params.key,
        body: request.body,
        ip: request.ip,
        referer: request.headers.referer,
      });
      if (isFormPost(request)) return backToPage(reply, request.params.key, 'sent');
      return {
        ok: true as const,
        ...(sent.contactToken ? { contactToken: sent.contactToken } : {}),
      };
    },
  );

  app.post(
    '/api/card-profiles/public/:key/email-contact',
    {
      config: { rateLimit: { max: LEAD_LIMITS.floodPerMinute, timeWindow: '1 minute' } },
      onRequest: refuseCrossSitePost(deps.config.appUrl),
      schema: {
        tags: ['public'],
        description:
          "The thank-you's \"E-mail me {name}'s contact\": the owner's vCard to the address of the message just sent (`token`: send-message's `contactToken`, for an hour). One per address and card a day, 20 per card and 200 per sender a day, and one more of the sender's message budget.",
        params: ProfileKeyParams,
        body: EmailContactBody,
        response: {
          200: OkResponse,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await emailOwnerContact(deps, {
        key: request.params.key,
        token: request.body.token,
        ip: request.ip,
      });
      return { ok: true as const };
    },
  );
}

/** The signed-in owner's leads; registered in app.ts's owner scope. */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/messages',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['messages'],
        querystring: LeadListQuery,
        response: { 200: LeadList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listLeads(deps, { ownerId: request.owner.user.id, query: request.query }),
  );

  app.post(
    '/api/leads',
    {
      schema: {
        tags: ['messages'],
        description:
          'A person met in person, typed in or scanned (`source`: scan, badge or manual), filed as a lead under `cardId` (the first card when absent), at `eventId`. A name and an e-mail or phone are required. `clientId`, a UUID made on the phone, makes it idempotent: the same `clientId` again answers 200 with the lead stored first.',
        body: CaptureLeadBody,
        response: { 200: Lead, 201: Lead, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { lead, created } = await captureInPerson(deps, {
        ownerId: request.owner.user.id,
        body: request.body,
      });
      return reply.code(created ? 201 : 200).send(lead);
    },
  );

  app.patch(
    '/api/messages/:id',
    {
      schema: {
        tags: ['messages'],
        description: '`{status?, note?}`: where the owner is with the lead, and their note.',
        params: LeadIdParams,
        body: UpdateLeadBody,
        response: { 200: Lead, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      updateLead(deps, {
        ownerId: request.owner.user.id,
        id: request.params.id,
        body: request.body,
      }),
  );

  app.delete(
    '/api/messages/:id',
    {
      schema: {
        tags: ['messages'],
        description:
          'Erases the lead (a visitor who asked to be forgotten); copies a CRM or webhook received are not.',
        params: LeadIdParams,
        response: { 204: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await deleteLead(deps, { ownerId: request.owner.user.id, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/messages/:id/crm-retry',
    {
      schema: {
        tags: ['messages'],
        description: "Sends the lead to the CRM again now (the lead list's Retry after 'Failed').",
        params: LeadIdParams,
        response: { 200: OkResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      await retryLeadCrm(deps, { ownerId: request.owner.user.id, id: request.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/messages/unread-count',
    {
      schema: { tags: ['messages'], response: { 200: UnreadCount } },
    },
    async (request) => ({
      count: await countUnread(deps, request.owner.user.id),
    }),
  );

  app.post(
    '/api/messages/:id/read',
    {
      schema: {
        tags: ['messages'],
        params: LeadIdParams,
        response: { 200: OkResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      await markLeadRead(deps, { ownerId: request.owner.user.id, id: request.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/messages/:id/vcard',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['messages'],
        description:
          'The visitor of a message as a vCard 3.0 (name, e-mail, phone, the message as a note).',
        params: LeadIdParams,
        produces: ['text/vcard'],
      },
    },
    async (request, reply) => {
      const vcard = await visitorVCard(deps, {
        ownerId: request.owner.user.id,
        id: request.params.id,
      });
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', `attachment; filename="${vcard.fileName}"`)
        .header('cache-control', 'no-store')
        .send(vcard.body);
    },
  );

  app.get(
    '/api/messages/export.csv',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['messages'],
        description:
          "The owner's leads as CSV, with the list's filters (`eventId` too), archived ones included unless `status` says; 'Event' and 'Captured at' are its last columns.",
        querystring: LeadListQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      // Archived leads too, unless a status is asked for: the file is the whole record.
      const list = await listLeads(deps, {
        ownerId: request.owner.user.id,
        query: request.query,
        archived: true,
      });
      const eventNames = await eventNamesOf(deps.database.db, list);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalyst-connect-messages.csv"')
        .header('cache-control', 'no-store')
        .send(leadsToCsv(list, eventNames));
    },
  );
}
