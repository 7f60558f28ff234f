import { z } from 'zod';
import { COPY } from '../copy';
import type { ApiKeyScope } from './api-keys';

/**
 * What a webhook can subscribe to (docs/product.md#integrations); each delivery carries `{type,
 * timestamp, data}`.
 */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'lead.deleted',
  'card.updated',
] as const;
export const WebhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/**
 * The event `POST /api/webhooks/{id}/test` sends at once: no webhook subscribes to it, and its
 * delivery is logged beside the others.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What a delivery of the log carries: an event, or the test event. */
export const LoggedWebhookEvent = z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]);
export type LoggedWebhookEvent = z.infer<typeof LoggedWebhookEvent>;

/**
 * The API key scopes that read what these events carry: a webhook sends its events' data to its
 * address, so an API key that sets one up or points it elsewhere must be able to read that data.
 */
export function scopesReadingEvents(events: readonly string[]): ApiKeyScope[] {
  const scopes: ApiKeyScope[] = [];
  if (events.some((event) => event.startsWith('lead.'))) scopes.push('leads:read');
  if (events.some((event) => event.startsWith('card.'))) scopes.push('cards:read');
  return scopes;
}

/** How many webhooks one owner (or one team) may have. */
export const WEBHOOKS_MAX = 10;

/** How many test events one webhook may be sent in a minute (POST /api/webhooks/{id}/test). */
export const WEBHOOK_TESTS_PER_MINUTE = 10;

/** An http(s) address of at most 2 000 characters, without credentials in it. */
export const WebhookUrl = z
  .string()
  .trim()
  .max(2000, { error: COPY.webhookUrlInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    },
    { error: COPY.webhookUrlInvalid },
  );

const WebhookEvents = z
  .array(WebhookEvent)
  .min(1, { error: COPY.webhookEventsRequired })
  .transform((events) => [...new Set(events)]);

/** POST /api/webhooks (and a team's): where to send, and which events. */
export const CreateWebhookBody = z.object({ url: WebhookUrl, events: WebhookEvents });
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

/** PATCH /api/webhooks/{id}: another address, other events, or switched back on after failing. */
export const UpdateWebhookBody = z
  .object({
    url: WebhookUrl.optional(),
    events: WebhookEvents.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: COPY.webhookChangeRequired,
  });
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBody>;

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEvent),
  /** `disabled` after failing for 5 days (the owner was mailed), or switched off by them. */
  status: z.enum(['active', 'disabled']),
  teamId: z.string().nullable(),
  createdAt: z.string(),
  /** Since when every delivery failed; null while deliveries succeed. */
  failingSince: z.string().nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** The answer of a creation and of a rotation: the signing secret, shown this once. */
export const WebhookWithSecret = Webhook.extend({
  secret: z.string().describe('`whsec_...`: verify each delivery with it (Standard Webhooks).'),
});
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookList = z.array(Webhook);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const DeliveryAttempt = z.object({
  /** The receiver's HTTP status; null when there was no answer (refused, timed out). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
});
export type DeliveryAttempt = z.infer<typeof DeliveryAttempt>;

export const WebhookDelivery = z.object({
  /** Also the `webhook-id` header of every attempt: the receiver's key to drop repeats. */
  id: z.string(),
  type: LoggedWebhookEvent,
  status: z.enum(DELIVERY_STATUSES),
  createdAt: z.string(),
  /** When the next attempt is due; null once it succeeded or was given up. */
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(DeliveryAttempt),
  /** The body every attempt sent: `{type, timestamp, data}`. */
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z.array(WebhookDelivery);

/**
 * POST /api/webhooks/{id}/test: what the one attempt of the test event got, and the delivery
 * it is logged as.
 */
export const WebhookTestResult = DeliveryAttempt.extend({
  deliveryId: z.string().describe('The `webhook-id` the test event was sent with.'),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResult>;

export const WebhookIdParams = z.object({ id: z.uuid({ error: COPY.webhookNotFound }) });
export const DeliveryIdParams = WebhookIdParams.extend({
  deliveryId: z.uuid({ error: COPY.webhookNotFound }),
});
