// The shop's order webhook.
export const shopWebhooksNotConfigured =
  'Os webhooks da loja não estão configurados neste servidor';
export const invalidWebhookSignature = 'Assinatura de webhook inválida';
export const missingShopifyWebhookId = 'Cabeçalho X-Shopify-Webhook-Id ausente';
