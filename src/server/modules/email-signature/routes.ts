import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import { EmailSignature } from '#shared/schemas/email-signature';
import { cardEmailSignature } from './card-signature';

/** GET /api/cards/{id}/email-signature: the card as a signature to paste into a mail app. */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/cards/:id/email-signature',
    {
      schema: {
        tags: ['cards'],
        description:
          'A table-based HTML signature with inline styles only, and the same as plain text.',
        params: CardIdParams,
        response: { 200: EmailSignature, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const signature = await cardEmailSignature(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
      });
      // It holds the owner's contact details; no cache between here and the owner keeps it.
      reply.header('cache-control', 'no-store');
      return signature;
    },
  );
}
