import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Bucket } from '#server/adapters/storage/file-storage';
import { AppError } from '#server/lib/app-error';
import { MAX_IMAGE_UPLOAD_BYTES } from '#shared/constants';
import { COPY } from '#shared/copy';
import { ErrorBody } from '#shared/schemas/common';
import { UploadResponse } from '#shared/schemas/uploads';
import { IMAGE_MULTIPART_LIMITS, readImageFile } from './read-image-file';
import { uploadImage } from './upload-image';

const MAX_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_BYTES;

/**
 * POST /api/uploads/{bucket}: one image in a multipart body, answered with its public URL.
 * Each stored file is recorded against its owner's quota (413 when full) before it is written.
 */
export async function ownerRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS });

  const upload = (bucket: Bucket) =>
    app.post(
      `/api/uploads/${bucket}`,
      {
        bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['uploads'],
          consumes: ['multipart/form-data'],
          response: {
            200: UploadResponse,
            400: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            422: ErrorBody,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', COPY.sendImageAsMultipart);
        return uploadImage(app.deps, {
          ownerId: request.owner.user.id,
          bucket,
          readFile: () => readImageFile(request),
        });
      },
    );

  upload('profile-images');
  upload('company-images');
  upload('cover-images');
}
