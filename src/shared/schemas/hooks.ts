import { z } from 'zod';
import { unknownWebhookEventMessage } from '../copy/webhooks';
import { WEBHOOK_EVENTS, WebhookUrl } from './webhooks';

/**
 * REST hooks (docs/integrations.md): how Zapier, Make and n8n subscribe to one event, unsubscribe,
 * and read sample payloads while a user builds a workflow. A hook is a webhook of the account.
 */
const HookEvent = z.enum(WEBHOOK_EVENTS, { error: unknownWebhookEventMessage(WEBHOOK_EVENTS) });

/** POST /api/hooks: the tool's address for this subscription, and the one event it wants. */
export const CreateHookBody = z.object({
  targetUrl: WebhookUrl.describe('Where the deliveries go: the URL Zapier, Make or n8n gives.'),
  event: HookEvent,
});
export type CreateHookBody = z.infer<typeof CreateHookBody>;

/** The answer of a subscription: what unsubscribes it, and its signing secret, shown once. */
export const CreatedHook = z.object({
  id: z.string().describe('The webhook made: `DELETE /api/hooks/{id}` unsubscribes.'),
  secret: z.string().describe('`whsec_...`: verify each delivery with it (Standard Webhooks).'),
});
export type CreatedHook = z.infer<typeof CreatedHook>;

/** GET /api/hooks/samples/{event}: an event there is not is not found. */
export const HookEventParams = z.object({ event: HookEvent });

/** A payload exactly as a delivery carries it. */
export const HookSample = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.string(),
  data: z.unknown(),
});
export type HookSample = z.infer<typeof HookSample>;

export const HookSampleList = z.array(HookSample);
