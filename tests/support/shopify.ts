import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signShopifyBody } from '../../src/server/modules/shopify/verify-webhook-hmac';

export const SHOPIFY_TEST_SECRET = 'shopify-test-secret-0123456789';

/** The real-shaped `orders/paid` payload from ../shared/fixtures, as an object to vary. */
export function orderFixture(): Record<string, unknown> & { email: string } {
  const file = path.resolve(
    import.meta.dirname,
    '../../../shared/fixtures/shopify-orders-paid.json',
  );
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Headers the shop sends with a webhook, signed with `secret` over the exact body. */
export function shopifyHeaders(body: string, webhookId: string, secret = SHOPIFY_TEST_SECRET) {
  return {
    'content-type': 'application/json',
    'x-shopify-topic': 'orders/paid',
    'x-shopify-hmac-sha256': signShopifyBody(body, secret),
    'x-shopify-webhook-id': webhookId,
    'x-shopify-shop-domain': 'catalyst-test.myshopify.com',
  };
}
