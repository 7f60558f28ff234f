import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COPY } from '#shared/copy';
import type { TeamAccess } from '../../teams/public';
import { resourceTypes, schemaList, serviceProviderConfig } from '../discovery';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  patchGroup,
  replaceGroup,
} from '../groups';
import { pageOf } from '../paging';
import { SCIM_MEDIA_TYPE, ScimError, scimErrorBody, scimErrorHandler } from '../scim-errors';
import { scimAccessOf } from '../tokens';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  patchUser,
  replaceUser,
  type ScimContext,
} from '../users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the SCIM service's token check: the team the bearer token acts for. */
    scimAccess?: TeamAccess;
  }
}

/** Where the SCIM service is (RFC 7644 3): `{APP_URL}/scim/v2`. */
export const SCIM_PREFIX = '/scim/v2';
/** A group's whole membership in one PUT fits. */
const SCIM_BODY_LIMIT = 1_048_576;

type Query = { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string };
type IdParams = { id: string };

/**
 * The SCIM 2.0 service (docs/product.md#scim, decision 066), registered under SCIM_PREFIX: a
 * bearer token (POST /api/teams/{id}/scim-tokens) acts for its team; everything answers
 * `application/scim+json`, errors in SCIM's form.
 */
export async function scimServiceRoutes(scope: FastifyInstance) {
  const { deps } = scope;
  const baseUrl = `${deps.config.appUrl.replace(/\/$/, '')}${SCIM_PREFIX}`;
  // SCIM's own media type, besides JSON; only in this scope (elsewhere it stays a 415).
  scope.addContentTypeParser(
    'application/scim+json',
    { parseAs: 'string', bodyLimit: SCIM_BODY_LIMIT },
    scope.getDefaultJsonParser('error', 'error'),
  );
  scope.setErrorHandler(scimErrorHandler);
  scope.setNotFoundHandler((_request, reply) =>
    reply.code(404).type(SCIM_MEDIA_TYPE).send(scimErrorBody(404, COPY.scimEndpointNotFound)),
  );
  scope.addHook('onRequest', async (request) => {
    request.scimAccess = await scimAccessOf(deps, request.headers.authorization);
  });
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.type(SCIM_MEDIA_TYPE);
    return payload;
  });

  const ctxOf = (request: FastifyRequest): ScimContext => {
    if (!request.scimAccess) throw new ScimError('UNAUTHORIZED', COPY.scimTokenMissing);
    return { access: request.scimAccess, baseUrl, log: request.log };
  };
  const withMembers = (query: Query) =>
    !(query.excludedAttributes ?? '')
      .split(',')
      .some((name) => name.trim().toLowerCase() === 'members');
  const created = (reply: FastifyReply, resource: Record<string, unknown>) => {
    const meta = resource.meta as { location: string };
    return reply.code(201).header('location', meta.location).send(resource);
  };
  const options = (description: string) => ({
    bodyLimit: SCIM_BODY_LIMIT,
    schema: { tags: ['scim'], description },
  });

  scope.get(
    '/ServiceProviderConfig',
    options('What the SCIM service supports (RFC 7644 5).'),
    async () => serviceProviderConfig(baseUrl),
  );
  scope.get('/ResourceTypes', options('User and Group (RFC 7644 6).'), async () =>
    resourceTypes(baseUrl),
  );
  scope.get(
    '/Schemas',
    options('The User, enterprise User and Group attributes it keeps (RFC 7644 7).'),
    async () => schemaList(baseUrl),
  );

  scope.get(
    '/Users',
    options(
      'The team\'s users, `filter` (`userName eq`, `externalId eq`, `emails[type eq "work"].value eq`, `and`), `startIndex`, `count`.',
    ),
    async (request) => {
      const query = request.query as Query;
      return listUsers(deps, { ctx: ctxOf(request), filter: query.filter, page: pageOf(query) });
    },
  );
  scope.post(
    '/Users',
    options(
      'Provisions a member: active when the team has single sign-on on the domain, else invited; 409 `uniqueness` for a userName in the team.',
    ),
    async (request, reply) =>
      created(reply, await createUser(deps, { ctx: ctxOf(request), body: request.body })),
  );
  scope.get(
    '/Users/:id',
    options("One user; another team's or a deleted one is 404."),
    async (request) => getUser(deps, { ctx: ctxOf(request), id: (request.params as IdParams).id }),
  );
  scope.put(
    '/Users/:id',
    options('Replaces the user (`active: false` deactivates as an admin would).'),
    async (request) =>
      replaceUser(deps, {
        ctx: ctxOf(request),
        id: (request.params as IdParams).id,
        body: request.body,
      }),
  );
  scope.patch(
    '/Users/:id',
    options('PATCH in RFC form and as Entra ID sends it; answers the user.'),
    async (request) =>
      patchUser(deps, {
        ctx: ctxOf(request),
        id: (request.params as IdParams).id,
        body: request.body,
      }),
  );
  scope.delete(
    '/Users/:id',
    options('Deactivates the member (the owner never: 409) and removes the user from SCIM: 204.'),
    async (request, reply) => {
      await deleteUser(deps, { ctx: ctxOf(request), id: (request.params as IdParams).id });
      return reply.code(204).send();
    },
  );

  scope.get(
    '/Groups',
    options('The team\'s departments as groups, `filter=displayName eq "..."`, paged.'),
    async (request) => {
      const query = request.query as Query;
      return listGroups(deps, {
        ctx: ctxOf(request),
        filter: query.filter,
        page: pageOf(query),
        withMembers: withMembers(query),
      });
    },
  );
  scope.post(
    '/Groups',
    options('A new department with its members moved in; 409 `uniqueness` for a name taken.'),
    async (request, reply) =>
      created(reply, await createGroup(deps, { ctx: ctxOf(request), body: request.body })),
  );
  scope.get('/Groups/:id', options('One group with its members.'), async (request) =>
    getGroup(deps, {
      ctx: ctxOf(request),
      id: (request.params as IdParams).id,
      withMembers: withMembers(request.query as Query),
    }),
  );
  scope.put('/Groups/:id', options('Replaces the name and the members.'), async (request) =>
    replaceGroup(deps, {
      ctx: ctxOf(request),
      id: (request.params as IdParams).id,
      body: request.body,
    }),
  );
  scope.patch(
    '/Groups/:id',
    options('Members added, removed or replaced; displayName replaced.'),
    async (request) =>
      patchGroup(deps, {
        ctx: ctxOf(request),
        id: (request.params as IdParams).id,
        body: request.body,
      }),
  );
  scope.delete(
    '/Groups/:id',
    options('Deletes the department; its members stay in the team.'),
    async (request, reply) => {
      await deleteGroup(deps, { ctx: ctxOf(request), id: (request.params as IdParams).id });
      return reply.code(204).send();
    },
  );
}
