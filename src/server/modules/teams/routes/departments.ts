import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Department,
  DepartmentAdminsBody,
  DepartmentBody,
  DepartmentList,
  DepartmentParams,
} from '#shared/schemas/departments';
import { TeamIdParams } from '#shared/schemas/teams';
import { listDepartments } from '../list-departments';
import { setDepartmentAdmins } from '../set-department-admins';
import { TEAM_ROUTE_ERRORS, teamAccessOf, teamRoute } from '../team-access';
import { createDepartment, deleteDepartment, renameDepartment } from '../write-department';

/** The departments (docs/product.md#departments): list, create, rename, delete, who runs each. */
export async function departmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps.database;

  app.route({
    ...teamRoute('departments'),
    schema: {
      tags: ['teams'],
      description:
        "The team's departments by name, with their member counts and admins (a department admin's own only).",
      params: TeamIdParams,
      response: { 200: DepartmentList, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => listDepartments(db, teamAccessOf(request)),
  });

  app.route({
    ...teamRoute('createDepartment'),
    schema: {
      tags: ['teams'],
      description: 'A new department; 409 when the team has one of that name (case aside).',
      params: TeamIdParams,
      body: DepartmentBody,
      response: { 201: Department, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const body = request.body as DepartmentBody;
      const created = await createDepartment(deps, { access: teamAccessOf(request), body });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...teamRoute('renameDepartment'),
    schema: {
      tags: ['teams'],
      params: DepartmentParams,
      body: DepartmentBody,
      response: { 200: Department, ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { departmentId } = request.params as z.infer<typeof DepartmentParams>;
      const body = request.body as DepartmentBody;
      return renameDepartment(deps, { access: teamAccessOf(request), departmentId, body });
    },
  });

  app.route({
    ...teamRoute('deleteDepartment'),
    schema: {
      tags: ['teams'],
      description: 'Deletes a department; its members stay in the team without one.',
      params: DepartmentParams,
      response: { 204: z.null(), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request, reply) => {
      const { departmentId } = request.params as z.infer<typeof DepartmentParams>;
      await deleteDepartment(deps, { access: teamAccessOf(request), departmentId });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...teamRoute('departmentAdmins'),
    schema: {
      tags: ['teams'],
      description:
        'Exactly these active members run the department (the list replaces the last); a member runs at most one.',
      params: DepartmentParams,
      body: DepartmentAdminsBody,
      response: { 200: z.object({ memberIds: z.array(z.string()) }), ...TEAM_ROUTE_ERRORS },
    },
    handler: async (request) => {
      const { departmentId } = request.params as z.infer<typeof DepartmentParams>;
      const body = request.body as DepartmentAdminsBody;
      return setDepartmentAdmins(deps, { access: teamAccessOf(request), departmentId, body });
    },
  });
}
