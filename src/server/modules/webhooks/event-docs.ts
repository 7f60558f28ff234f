import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { CardConfiguration } from '#shared/schemas/cards';
import { Lead } from '#shared/schemas/leads';
import { DepartmentRef } from '#shared/schemas/teams';
import type { WebhookEvent } from '#shared/schemas/webhooks';

const signingNote =
  "Signed per Standard Webhooks: verify `webhook-signature` (`v1,<base64>`, space-separated when two secrets sign during a rotation) over `{webhook-id}.{webhook-timestamp}.{body}` with the webhook's `whsec_` secret, e.g. with the `standardwebhooks` package. Answer 2xx within 10 s; anything else is retried with the same `webhook-id` after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h.";

/** A lead as its events carry it: a team's lead with the department of the member who got it. */
const LeadEvent = Lead.extend({
  department: DepartmentRef.nullable()
    .optional()
    .describe(
      "A team's lead only: the department of the member who received it, as they are placed now (null: none).",
    ),
});

/** What each event's `data` is. */
const eventData: Record<WebhookEvent, { summary: string; data: z.ZodType }> = {
  'lead.created': { summary: 'A visitor sent a message (a new lead).', data: LeadEvent },
  'lead.updated': { summary: "The owner changed a lead's status or note.", data: LeadEvent },
  'lead.deleted': {
    summary: 'The owner erased a lead (the person asked to be forgotten): delete your copy.',
    data: z.object({ id: z.string(), cardId: z.number().int() }),
  },
  'card.updated': {
    summary: "A card's contact details changed.",
    data: CardConfiguration.extend({ id: z.number().int() }),
  },
};

/** The OpenAPI 3.1 `webhooks` object: every event's body, for /api/docs. */
type WebhooksObject = NonNullable<OpenAPIV3_1.Document['webhooks']>;

export function webhookEventDocs(): WebhooksObject {
  // JSON Schema from zod is what the object holds; openapi-types' two versions do not agree.
  return Object.fromEntries(
    Object.entries(eventData).map(([type, { summary, data }]) => [
      type,
      {
        post: {
          summary,
          description: signingNote,
          requestBody: {
            content: {
              'application/json': {
                schema: z.toJSONSchema(
                  z.object({
                    type: z.literal(type),
                    timestamp: z.string().describe('When the event happened (ISO 8601).'),
                    data,
                  }),
                  { io: 'output', unrepresentable: 'any' },
                ),
              },
            },
          },
          responses: { '200': { description: 'Received (any 2xx).' } },
        },
      },
    ]),
  ) as unknown as WebhooksObject;
}
