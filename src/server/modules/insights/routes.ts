import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CardIdParams, ErrorBody } from '#shared/schemas/common';
import { CardInsights, InsightsQuery, InsightsSummary } from '#shared/schemas/insights';
import { insightsCsv } from './insights-csv';
import { readCardInsights } from './read-card-insights';
import { readInsightsSummary } from './read-insights';

const errors = { 400: ErrorBody, 402: ErrorBody, 404: ErrorBody };

export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/cards/:id/insights',
    {
      schema: {
        tags: ['insights'],
        description:
          "A card's views, visitors, saves, clicks and messages per day of the last 7, 30 or 90 days in the time zone `tz` (default UTC), with sources and top links; with `eventId` (the owner's or their team's event, else 404) the event's days instead, its messages being the card's leads captured at it. Needs an active subscription (402).",
        params: CardIdParams,
        querystring: InsightsQuery,
        response: { 200: CardInsights, ...errors },
      },
    },
    async (request) =>
      readCardInsights(deps, {
        owner: request.owner.user,
        cardId: request.params.id,
        query: request.query,
      }),
  );

  app.get(
    '/api/cards/:id/insights.csv',
    {
      schema: {
        tags: ['insights'],
        description: 'The daily rows of the insights above, as CSV (text/csv), `eventId` included.',
        params: CardIdParams,
        querystring: InsightsQuery,
      },
    },
    async (request, reply) => {
      const insights = await readCardInsights(deps, {
        owner: request.owner.user,
        cardId: request.params.id,
        query: request.query,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="card-${request.params.id}-insights-${insights.from}-to-${insights.to}.csv"`,
        )
        .send(insightsCsv(insights));
    },
  );

  app.get(
    '/api/insights/summary',
    {
      schema: {
        tags: ['insights'],
        description: "Views and saves of the last 30 days for each of the owner's cards.",
        response: { 200: InsightsSummary },
      },
    },
    async (request) => readInsightsSummary(deps, request.owner.user.id),
  );
}
