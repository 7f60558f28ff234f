import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error';
import { MAX_IMAGE_UPLOAD_BYTES } from '#shared/constants';
import { COPY } from '#shared/copy';
import { ScanQuery, ScanResult } from '#shared/schemas/capture';
import { ErrorBody } from '#shared/schemas/common';
import { readImageFile } from '../uploads/public';
import { scanCard } from './scan-card';

/** POST /api/leads/scan: a photo of a paper card in, the fields read from it out. */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });

  app.post(
    '/api/leads/scan',
    {
      bodyLimit: MAX_IMAGE_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['messages'],
        description:
          'Reads a photographed paper card (multipart, one field `file`: JPEG, PNG or WebP, at most 10 MB) and answers the fields found, the text read and the OCR confidence (0 to 100). Nothing is stored. Phone numbers printed without a country code are read as `country`’s, else as the Accept-Language region’s. 30 scans a minute per owner; 503 when the card takes over 20 s to read or too many are being read.',
        consumes: ['multipart/form-data'],
        querystring: ScanQuery,
        response: {
          200: ScanResult,
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', COPY.sendImageAsMultipart);
      }
      return scanCard(app.deps, {
        ownerId: request.owner.user.id,
        readFile: () => readImageFile(request),
        country: request.query.country,
        acceptLanguage: request.headers['accept-language'],
      });
    },
  );
}
