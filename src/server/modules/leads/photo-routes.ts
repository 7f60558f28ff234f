import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error';
import { MAX_IMAGE_UPLOAD_BYTES } from '#shared/constants';
import { COPY } from '#shared/copy';
import { ErrorBody, LeadIdParams } from '#shared/schemas/common';
import { Lead } from '#shared/schemas/leads';
import { IMAGE_MULTIPART_LIMITS, readImageFile } from '../uploads/public';
import { putLeadPhoto, readLeadPhoto } from './lead-photo';

/**
 * A lead's card photo (docs/product.md#card-photos), in a scope of its own: it reads multipart
 * bodies, which no other lead route takes. Registered in app.ts's owner scope.
 */
export async function photoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS });

  app.put(
    '/api/messages/:id/photo',
    {
      bodyLimit: MAX_IMAGE_UPLOAD_BYTES + 64 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['messages'],
        description:
          'The photo of the paper card the lead was scanned from (multipart, one field `file`: JPEG, PNG or WebP up to 10 MB), stored privately against the owner’s quota, replacing an earlier one. Answers the lead.',
        consumes: ['multipart/form-data'],
        params: LeadIdParams,
        response: {
          200: Lead,
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', COPY.sendImageAsMultipart);
      }
      return putLeadPhoto(deps, {
        ownerId: request.owner.user.id,
        id: request.params.id,
        readFile: () => readImageFile(request),
      });
    },
  );

  app.get(
    '/api/messages/:id/photo',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['messages'],
        description: 'The lead’s card photo (a JPEG), to its owner only; 404 when it has none.',
        params: LeadIdParams,
        produces: ['image/jpeg'],
      },
    },
    async (request, reply) => {
      const photo = await readLeadPhoto(deps, {
        ownerId: request.owner.user.id,
        id: request.params.id,
      });
      // The address stays when the photo is replaced: each use asks whether it changed.
      const etag = `"${photo.key}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type('image/jpeg')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(photo.body);
    },
  );
}
