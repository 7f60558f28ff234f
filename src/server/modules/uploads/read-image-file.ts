import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error';
import { MAX_IMAGE_UPLOAD_BYTES } from '#shared/constants';
import { COPY } from '#shared/copy';

/** @fastify/multipart's limits for a route that takes one image. */
export const IMAGE_MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_UPLOAD_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  headerPairs: 100,
};

/**
 * The one file of a multipart body (the route's plugin registers @fastify/multipart with its
 * limits); a file past the limit is a 413, a broken body a 400.
 */
export async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new AppError('BAD_REQUEST', COPY.unableToFindFile);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', COPY.imageTooLarge);
    }
    // Busboy's "Boundary not found", "Unexpected end of form" and the like: a broken body.
    throw new AppError('BAD_REQUEST', COPY.invalidMultipart);
  }
}
