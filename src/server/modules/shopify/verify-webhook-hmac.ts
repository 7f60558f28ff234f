import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shop signs each webhook: base64 HMAC-SHA256 of the raw body with the app's secret, in
 * X-Shopify-Hmac-Sha256. Compared in constant time so timing leaks nothing of the signature.
 */
export function isValidShopifyHmac(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let presented: Buffer;
  try {
    presented = Buffer.from(header, 'base64');
  } catch {
    return false;
  }
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

export function signShopifyBody(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
