// The shop's order webhook.
export const shopWebhooksNotConfigured = 'Shop-Webhooks sind auf diesem Server nicht eingerichtet';
export const invalidWebhookSignature = 'Ungültige Webhook-Signatur';
export const missingShopifyWebhookId = 'Der Header X-Shopify-Webhook-Id fehlt';
