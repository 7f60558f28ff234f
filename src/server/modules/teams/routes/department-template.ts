import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CardExceptionParams, DepartmentParams } from '#shared/schemas/departments';
import {
  DepartmentTemplate,
  TeamTemplateBody,
  TemplatePreview,
} from '#shared/schemas/team-template';
import { clearException } from '../clear-exception';
import {
  previewDepartmentTemplate,
  readDepartmentTemplate,
  saveDepartmentTemplate,
} from '../department-template';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';

/**
 * A department's template, layered on the company's (docs/product.md#departments), and the
 * exceptions a change request leaves on a card; registered inside teamRoutes.
 */
export async function departmentTemplateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.route({
    ...teamRoute('departmentTemplate'),
    schema: {
      tags: ['teams'],
      description:
        "The values and locks the department sets on its members' cards on top of the company template (`company`), and its cards.",
      params: DepartmentParams,
      response: { 200: DepartmentTemplate, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { departmentId } = request.params as z.infer<typeof DepartmentParams>;
      return readDepartmentTemplate(deps, { access: teamAccessOf(request), departmentId });
    },
  });

  app.route({
    ...teamRoute('saveDepartmentTemplate'),
    schema: {
      tags: ['teams'],
      description:
        "`{values, locked}` with the company template's fields: stores it and writes it to the department's cards at once; 400 naming a field the company template locks. Answers it with `changedCards`.",
      params: DepartmentParams,
      body: TeamTemplateBody,
      response: {
        200: DepartmentTemplate.extend({ changedCards: TemplatePreview.shape.changingCards }),
        ...TEAM_ROUTE_ERRORS,
      },
    },
    handler: async (request) => {
      const { departmentId } = request.params as z.infer<typeof DepartmentParams>;
      const body = request.body as TeamTemplateBody;
      return saveDepartmentTemplate(deps, { access: teamAccessOf(request), departmentId, body });
    },
  });

  app.route({
    ...teamRoute('previewDepartmentTemplate'),
    schema: {
      tags: ['teams'],
      description:
        "How many of the department's cards saving `{values, locked}` would change; nothing is written.",
      params: DepartmentParams,
      body: TeamTemplateBody,
      response: { 200: TemplatePreview, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { departmentId } = request.params as z.infer<typeof DepartmentParams>;
      const body = request.body as TeamTemplateBody;
      return previewDepartmentTemplate(deps, { access: teamAccessOf(request), departmentId, body });
    },
  });

  app.route({
    ...teamRoute('clearException'),
    schema: {
      tags: ['teams'],
      description:
        "Clears what an approved change request set on the card's field: the templates' value is written back to it at once.",
      params: CardExceptionParams,
      response: { 204: z.null(), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const { cardId, field } = request.params as z.infer<typeof CardExceptionParams>;
      await clearException(deps, { access: teamAccessOf(request), cardId, field });
      return reply.code(204).send(null);
    },
  });
}
