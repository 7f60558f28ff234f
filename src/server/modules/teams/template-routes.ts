import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '#shared/schemas/common';
import { TeamTemplate, TeamTemplateBody, TemplatePreview } from '#shared/schemas/team-template';
import { TeamIdParams } from '#shared/schemas/teams';
import { teamAccessOf, teamRoute } from './team-access';
import { previewTemplate, readTemplate, saveTemplate } from './team-template';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The template's routes, registered inside teamRoutes (its access check runs first). */
export async function templateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('template'),
    schema: {
      tags: ['teams'],
      description: 'The values the team sets on every team card, and the locked ones.',
      params: TeamIdParams,
      response: { 200: TeamTemplate, ...errors },
    },
    handler: async (request) => readTemplate(deps, teamAccessOf(request)),
  });

  app.route({
    ...teamRoute('saveTemplate'),
    schema: {
      tags: ['teams'],
      description:
        '`{values, locked}`: stores the template and writes it to every team card at once (the changed and the locked fields); answers it with `changedCards`.',
      params: TeamIdParams,
      body: TeamTemplateBody,
      response: {
        200: TeamTemplate.extend({ changedCards: TemplatePreview.shape.changingCards }),
        ...errors,
      },
    },
    handler: async (request) =>
      saveTemplate(deps, teamAccessOf(request), request.body as TeamTemplateBody),
  });

  app.route({
    ...teamRoute('previewTemplate'),
    schema: {
      tags: ['teams'],
      description:
        'How many team cards saving `{values, locked}` would change; nothing is written.',
      params: TeamIdParams,
      body: TeamTemplateBody,
      response: { 200: TemplatePreview, ...errors },
    },
    handler: async (request) =>
      previewTemplate(deps, teamAccessOf(request), request.body as TeamTemplateBody),
  });
}
