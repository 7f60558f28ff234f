import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shop orders already turned into cards, by order id: a replayed body under a new webhook id
 * creates nothing. Kept for good (one short row per order), unlike the webhook ids.
 */
export const shopifyOrders = pgTable('shopify_orders', {
  orderId: text('order_id').primaryKey(),
  webhookId: text('webhook_id').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shop webhooks already handled, by X-Shopify-Webhook-Id: a replay changes nothing. */
export const shopifyWebhooks = pgTable('shopify_webhooks', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  shopDomain: text('shop_domain'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
