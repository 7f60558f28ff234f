// The shop's order webhook.
export const shopWebhooksNotConfigured = 'لم يتم إعداد Webhooks المتجر على هذا الخادم';
export const invalidWebhookSignature = 'توقيع Webhook غير صالح';
export const missingShopifyWebhookId = 'الترويسة X-Shopify-Webhook-Id مفقودة';
