// The shop's order webhook.
export const shopWebhooksNotConfigured =
  'Los webhooks de la tienda no están configurados en este servidor';
export const invalidWebhookSignature = 'Firma de webhook no válida';
export const missingShopifyWebhookId = 'Falta el encabezado X-Shopify-Webhook-Id';
