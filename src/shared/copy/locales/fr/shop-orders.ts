// The shop's order webhook.
export const shopWebhooksNotConfigured =
  'Les webhooks de la boutique ne sont pas configurés sur ce serveur';
export const invalidWebhookSignature = 'Signature du webhook invalide';
export const missingShopifyWebhookId = 'En-tête X-Shopify-Webhook-Id manquant';
