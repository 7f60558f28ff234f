// The shop's order webhook.
export const shopWebhooksNotConfigured =
  'Webhooks van de winkel zijn niet ingesteld op deze server';
export const invalidWebhookSignature = 'Ongeldige webhookhandtekening';
export const missingShopifyWebhookId = 'Header X-Shopify-Webhook-Id ontbreekt';
