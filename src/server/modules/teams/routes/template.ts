import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TeamTemplate, TeamTemplateBody, TemplatePreview } from '#shared/schemas/team-template';
import { TeamIdParams } from '#shared/schemas/teams';
import { previewTemplate } from '../preview-template';
import { readTemplate } from '../read-template';
import { saveTemplate } from '../save-template';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';

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
      response: { 200: TeamTemplate, ...TEAM_ROUTE_ERRORS },
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
        ...TEAM_ROUTE_ERRORS,
      },
    },
    handler: async (request) =>
      saveTemplate(deps, {
        access: teamAccessOf(request),
        body: request.body as TeamTemplateBody,
      }),
  });

  app.route({
    ...teamRoute('previewTemplate'),
    schema: {
      tags: ['teams'],
      description:
        'How many team cards saving `{values, locked}` would change; nothing is written.',
      params: TeamIdParams,
      body: TeamTemplateBody,
      response: { 200: TemplatePreview, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) =>
      previewTemplate(deps, {
        access: teamAccessOf(request),
        body: request.body as TeamTemplateBody,
      }),
  });
}
