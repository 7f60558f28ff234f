import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { COPY } from '#shared/copy';
import { webhookEventDocs } from './modules/webhooks/event-docs';

/**
 * The sections of the routes an API key can call, listed first in the reference (a key's user
 * is who opens it most): each route that takes a key (its `security` names `apiKey`, see
 * lib/request-owner's declareUnauthorizedAnswer) moves from its own tag to its tag's section.
 */
const KEY_SECTIONS = [
  { tag: 'cards', name: 'API key: cards', description: 'With the `cards:read` scope.' },
  { tag: 'messages', name: 'API key: leads', description: 'With the `leads:read` scope.' },
  {
    tag: 'webhooks',
    name: 'API key: webhooks',
    description:
      "With the `webhooks:write` scope, and the scope that reads the webhook's events (`leads:read` for `lead.*`, `cards:read` for `card.*`).",
  },
  {
    tag: 'hooks',
    name: 'API key: REST hooks',
    description:
      'Zapier, Make and n8n subscribe here (docs/integrations.md): `webhooks:write` and the read scope of the event.',
  },
  { tag: 'me', name: 'API key: me', description: 'Any key: the connection test.' },
];

type Operation = { tags?: string[]; security?: Array<Record<string, unknown>> };

/** The document with the key routes in their sections, and those sections first. */
export const keyRoutesFirst: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  const sectionOf = new Map(KEY_SECTIONS.map(({ tag, name }) => [tag, name]));
  for (const operations of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(operations ?? {}) as Operation[]) {
      const takesKeys = operation.security?.some((scheme) => 'apiKey' in scheme);
      if (!takesKeys || !operation.tags) continue;
      operation.tags = operation.tags.map((tag) => sectionOf.get(tag) ?? `API key: ${tag}`);
    }
  }
  return {
    ...openapiObject,
    tags: KEY_SECTIONS.map(({ name, description }) => ({ name, description })),
  };
};

/**
 * The reference page's own Content-Security-Policy (it replaces the app's there): Swagger UI
 * sets inline style attributes as it draws, so styles allow them; scripts stay the page's own
 * files, and nothing else loads from anywhere else.
 */
function docsPolicy(production: boolean): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "form-action 'self'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** /api/docs (Swagger UI) and /api/docs/json (the OpenAPI description). */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1 for its `webhooks`: every event a webhook receives, with its body.
      openapi: '3.1.0',
      info: { title: COPY.apiReferenceTitle, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An API key (`cc_key_...`, made at POST /api/api-keys) as `Authorization: Bearer <key>`: accepted on the read routes of cards (`cards:read`) and leads (`leads:read`), on the webhook and REST hook routes (`webhooks:write`) and on GET /api/me (any key), never on account, billing or admin routes. A revoked key answers 401; a key without the route's scope, or on another route, 403.",
          },
        },
      },
      webhooks: webhookEventDocs(),
    },
    transform: jsonSchemaTransform,
    transformObject: keyRoutesFirst,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: docsPolicy(app.deps.config.isProduction),
    theme: { title: COPY.apiReferenceTitle },
    // Without the top bar: no other product's logo, no box to load another document.
    uiConfig: { layout: 'BaseLayout' },
  });
}
