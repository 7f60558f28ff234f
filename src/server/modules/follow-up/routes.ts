import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/schemas/common';
import {
  FollowUpResult,
  FollowUpTemplate,
  FollowUpTemplateBody,
  SendFollowUpBody,
} from '#shared/schemas/follow-up';
import { readFollowUpTemplate, saveFollowUpTemplate } from './follow-up-template';
import { sendFollowUp } from './send-follow-up';

/**
 * The owner's follow-up e-mail to leads (docs/product.md#follow-up): the template and the send.
 * Registered in app.ts's owner scope; a session's only (an API key sends no mail).
 */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/follow-up/template',
    {
      schema: {
        tags: ['messages'],
        description:
          'The owner’s follow-up template (`{firstName}`, `{event}`, `{ownerName}` filled per lead), or the default text (`isDefault`) until they save one.',
        response: { 200: FollowUpTemplate },
      },
    },
    async (request) => readFollowUpTemplate(deps.database.db, request.owner.user.id),
  );

  app.put(
    '/api/follow-up/template',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['messages'],
        description:
          'Saves the follow-up template: a one-line subject (at most 200 characters) and a text (at most 5 000); an unknown `{placeholder}` is a 400 naming it.',
        body: FollowUpTemplateBody,
        response: { 200: FollowUpTemplate, 400: ErrorBody },
      },
    },
    async (request) =>
      saveFollowUpTemplate(deps, { userId: request.owner.user.id, body: request.body }),
  );

  app.post(
    '/api/messages/follow-up',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['messages'],
        description:
          'One follow-up e-mail per lead (1 to 200 of the owner’s), Reply-To the owner with their vCard attached; each lead mailed becomes `contacted` with `followedUpAt`. Leads without consent or e-mail address, or followed up already, are skipped and counted; those over the day’s mail limits are counted as `waiting`, and 429 when none fits.',
        body: SendFollowUpBody,
        response: { 200: FollowUpResult, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) =>
      sendFollowUp(deps, { ownerId: request.owner.user.id, leadIds: request.body.leadIds }),
  );
}
