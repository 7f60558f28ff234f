import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signShopifyBody } from '#server/modules/shopify/verify-webhook-hmac';

export const SHOPIFY_TEST_SECRET = 'shopify-test-secret-0123456789';

const fixtureText = readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/shopify-orders-paid.json'),
  'utf8',
);
let orderCounter = 0;

/**
 * The real-shaped `orders/paid` payload from tests/fixtures, as an object to vary. Each call is
 * a new order (its own order id): orders are de-duplicated by id, as the shop's are unique.
 */
export function orderFixture(): Record<string, unknown> & {
  id: number;
  email: string;
  customer: { email: string } & Record<string, unknown>;
} {
  const order = JSON.parse(fixtureText);
  orderCounter += 1;
  order.id = Date.now() * 1000 + (process.pid % 100) * 10_000 + orderCounter;
  return order;
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
