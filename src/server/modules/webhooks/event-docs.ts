import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { COPY } from '#shared/copy';
import { CARD_CONFIGURATION_FIELDS, CardConfiguration } from '#shared/schemas/cards';
import { Lead } from '#shared/schemas/leads';
import { DepartmentRef } from '#shared/schemas/teams';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type LoggedWebhookEvent,
  type WebhookEvent,
} from '#shared/schemas/webhooks';

const signingNote =
  "Signed per Standard Webhooks: verify `webhook-signature` (`v1,<base64>`, space-separated when two secrets sign during a rotation) over `{webhook-id}.{webhook-timestamp}.{body}` with the webhook's `whsec_` secret, e.g. with the `standardwebhooks` package. Answer 2xx within 10 s; anything else is retried with the same `webhook-id` after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h.";

/**
 * A lead as its events carry it: a team's lead with the department of the member who got it,
 * and what a lead met in person adds (docs/product.md#capture).
 */
const LeadEvent = Lead.extend({
  email: Lead.shape.email.describe(
    "The person's e-mail; '' for a lead met in person who gave only a phone number.",
  ),
  source: Lead.shape.source.describe(
    "How the lead came: a visitor's page source (`qr`, `nfc`, `wallet`, `email`, `link`, a referring site) or, for a lead met in person, `scan` (a paper card), `badge` (a badge's or digital card's QR) or `manual`; null when unknown.",
  ),
  eventId: Lead.shape.eventId.describe(
    'The event it was captured at (GET /api/events: the owner’s or their team’s), or null.',
  ),
  capturedAt: Lead.shape.capturedAt.describe(
    "When a lead met in person was captured on the phone (ISO 8601), which may be hours before `createdAt`, its arrival; null for a visitor's message.",
  ),
  department: DepartmentRef.nullable()
    .optional()
    .describe(
      "A team's lead only: the department of the member who received it, as they are placed now (null: none).",
    ),
});

/** The ids of the examples: zeros, so no example is mistaken for a real record. */
const EXAMPLE_ID = '00000000-0000-0000-0000-000000000000';

/** A lead as a visitor's message makes one, with obviously made-up values. */
const exampleLead = {
  id: EXAMPLE_ID,
  cardId: 0,
  cardName: 'Example card',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: COPY.exampleLeadMessage,
  createdAt: '2026-01-01T09:00:00.000Z',
  readAt: null,
  status: 'new',
  note: null,
  company: 'Example Ltd',
  title: 'Head of Research',
  consentText: null,
  consentedAt: null,
  source: null,
  eventId: null,
  capturedAt: null,
  hasPhoto: false,
  followedUpAt: null,
  crm: [],
} satisfies z.input<typeof Lead>;

const exampleCard = {
  id: 0,
  uuid: EXAMPLE_ID,
  ...Object.fromEntries(CARD_CONFIGURATION_FIELDS.map((field) => [field, null])),
  firstName: 'Ada',
  lastName: 'Lovelace',
  workOrganization: 'Example Ltd',
  workTitle: 'Head of Research',
  email: 'ada@example.com',
};

/**
 * What each event's `data` is, and an example of it: the example is what GET
 * /api/hooks/samples/{event} answers when the account has no delivery of the event yet, and
 * the OpenAPI document shows it (webhooks.routes tests that each one is valid).
 */
const eventData: Record<
  LoggedWebhookEvent,
  { summary: string; data: z.ZodType; example: Record<string, unknown> }
> = {
  'lead.created': {
    summary:
      'A new lead: a visitor sent a message, or the owner captured someone met in person (`source` scan, badge or manual, with `eventId` and `capturedAt`).',
    data: LeadEvent,
    example: exampleLead,
  },
  'lead.updated': {
    summary: "The owner changed a lead's status or note.",
    data: LeadEvent,
    example: { ...exampleLead, status: 'contacted', note: 'Called back on Monday.' },
  },
  'lead.deleted': {
    summary: 'The owner erased a lead (the person asked to be forgotten): delete your copy.',
    data: z.object({ id: z.string(), cardId: z.number().int() }),
    example: { id: EXAMPLE_ID, cardId: 0 },
  },
  'card.updated': {
    summary: "A card's contact details changed.",
    data: CardConfiguration.extend({ id: z.number().int() }),
    example: exampleCard,
  },
  [WEBHOOK_TEST_EVENT]: {
    summary:
      'Sent by POST /api/webhooks/{id}/test (and "Send test event" on the Integrations screen) only: no webhook subscribes to it.',
    data: z.object({
      webhookId: z.string(),
      events: z.array(z.enum(WEBHOOK_EVENTS)).describe('The events the webhook is sent.'),
    }),
    example: { webhookId: EXAMPLE_ID, events: ['lead.created'] },
  },
};

/** The documented schema of an event's `data`. */
export const eventDataSchema = (type: LoggedWebhookEvent): z.ZodType => eventData[type].data;

/** A delivery body of `type` with the documented example as its data, sent at `at`. */
export function exampleDelivery(type: WebhookEvent, at: Date) {
  return { type, timestamp: at.toISOString(), data: eventData[type].example };
}

/** The OpenAPI 3.1 `webhooks` object: every event's body, for /api/docs. */
type WebhooksObject = NonNullable<OpenAPIV3_1.Document['webhooks']>;

export function webhookEventDocs(): WebhooksObject {
  // JSON Schema from zod is what the object holds; openapi-types' two versions do not agree.
  return Object.fromEntries(
    Object.entries(eventData).map(([type, { summary, data, example }]) => [
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
                example: { type, timestamp: exampleLead.createdAt, data: example },
              },
            },
          },
          responses: { '200': { description: 'Received (any 2xx).' } },
        },
      },
    ]),
  ) as unknown as WebhooksObject;
}
