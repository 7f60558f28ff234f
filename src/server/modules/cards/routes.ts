import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpdateCardConfigurationBody } from '#shared/schemas/card-configuration';
import { Card, CardConfiguration, CardList, UpdateCardBody } from '#shared/schemas/cards';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import { getCard } from './get-card';
import { listCards } from './list-cards';
import { updateCard } from './update-card';
import { configurationVersion, updateCardConfiguration } from './update-card-configuration';

const errors = { 400: ErrorBody, 404: ErrorBody };

export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/cards',
    {
      config: { apiKeyScope: 'cards:read' },
      schema: { tags: ['cards'], response: { 200: CardList } },
    },
    async (request) => listCards(deps, request.owner.user.id),
  );

  app.get(
    '/api/cards/:id',
    {
      config: { apiKeyScope: 'cards:read' },
      schema: { tags: ['cards'], params: CardIdParams, response: { 200: Card, ...errors } },
    },
    async (request, reply) => {
      const card = await getCard(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
      });
      // The version of the card's details, which a configuration save sends back in If-Match.
      reply.header('etag', configurationVersion(card.CardConfiguration));
      return card;
    },
  );

  app.patch(
    '/api/cards/:id',
    {
      schema: {
        tags: ['cards'],
        description:
          "The card's own settings: `nickname`, the owner's name for the card (an empty one removes it).",
        params: CardIdParams,
        body: UpdateCardBody,
        response: { 200: Card, ...errors },
      },
    },
    async (request) =>
      updateCard(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
        body: request.body,
      }),
  );

  app.put(
    '/api/cards/:id/configuration',
    {
      schema: {
        tags: ['cards'],
        description:
          'Partial update: only the fields sent change. An empty string clears a field. With If-Match (the ETag of GET /api/cards/{id}), a save based on an older version answers 409.',
        params: CardIdParams,
        body: UpdateCardConfigurationBody,
        response: { 200: CardConfiguration, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { configuration, version } = await updateCardConfiguration(deps, {
        ownerId: request.owner.user.id,
        cardId: request.params.id,
        body: request.body,
        ifMatch: request.headers['if-match'],
      });
      reply.header('etag', version);
      return configuration;
    },
  );
}
