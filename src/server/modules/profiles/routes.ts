import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Card, CopyCardDetailsBody } from '#shared/schemas/cards';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import { CardProfile, UpdateCardProfileBody } from '#shared/schemas/profiles';
import { copyCardDetails } from './copy-card-details';
import { getCardProfile } from './get-card-profile';
import { updateCardProfile } from './update-card-profile';

const errors = { 400: ErrorBody, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/cards/:id/copy-from',
    {
      schema: {
        tags: ['cards'],
        description:
          "'Copy details from...': the card takes another of the owner's cards' details, images, QR style and Connect profile, all but its handle and nickname.",
        params: CardIdParams,
        body: CopyCardDetailsBody,
        response: { 200: Card, ...errors },
      },
    },
    async (request) =>
      copyCardDetails(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
        sourceCardId: request.body.sourceCardId,
      }),
  );

  app.get(
    '/api/cards/:id/profile',
    {
      schema: {
        tags: ['profiles'],
        params: CardIdParams,
        response: { 200: CardProfile, ...errors },
      },
    },
    async (request, reply) => {
      const { profile, version } = await getCardProfile(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
      });
      reply.header('etag', version);
      return profile;
    },
  );

  app.put(
    '/api/cards/:id/profile',
    {
      schema: {
        tags: ['profiles'],
        description:
          'Partial update; needs an active subscription (402 otherwise). With If-Match (the ETag of the read), a save based on an older version answers 409.',
        params: CardIdParams,
        body: UpdateCardProfileBody,
        response: { 200: CardProfile, ...errors },
      },
    },
    async (request, reply) => {
      const { profile, version } = await updateCardProfile(deps, {
        owner: request.owner.user,
        cardId: request.params.id,
        body: request.body,
        ifMatch: request.headers['if-match'],
      });
      reply.header('etag', version);
      return profile;
    },
  );
}
