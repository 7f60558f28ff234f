// The shop's order webhook.
export const shopWebhooksNotConfigured =
  'I webhook del negozio non sono configurati su questo server';
export const invalidWebhookSignature = 'Firma del webhook non valida';
export const missingShopifyWebhookId = 'Manca l’header X-Shopify-Webhook-Id';
