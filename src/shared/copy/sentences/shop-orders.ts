// The shop's order webhook.
export const shopWebhooksNotConfigured = 'Shop webhooks are not configured on this server';
export const invalidWebhookSignature = 'Invalid webhook signature';
export const missingShopifyWebhookId = 'Missing X-Shopify-Webhook-Id header';
