// The shop's order webhook.
export const shopWebhooksNotConfigured = 'このサーバーではショップのWebhookが設定されていません';
export const invalidWebhookSignature = 'Webhookの署名が無効です';
export const missingShopifyWebhookId = 'X-Shopify-Webhook-Id ヘッダーがありません';
