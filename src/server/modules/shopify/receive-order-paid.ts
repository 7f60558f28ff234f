import type { AppDeps } from '#server/app-deps';
import { AppError } from '#server/lib/app-error';
import { COPY, unexpectedOrderShapeMessage } from '#shared/copy';
import { handleOrderPaid, ShopifyOrderPaid, type OrderPaidOutcome } from './order-paid';
import { isValidShopifyHmac } from './verify-webhook-hmac';

/**
 * A shop's `orders/paid` webhook as it arrived: the raw body and its headers. Checked in this
 * order before anything is parsed or changed: no secret configured (503), a body the HMAC does
 * not sign (401), no usable webhook id (400), a body that is not JSON or not an order (400).
 * Then the order is handled, once (handleOrderPaid).
 */
export async function receiveOrderPaid(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs'>,
  {
    body,
    hmac,
    webhookId,
    shopDomain,
  }: {
    body: unknown;
    hmac: string | undefined;
    webhookId: string | undefined;
    shopDomain: string | null;
  },
): Promise<OrderPaidOutcome> {
  const secret = deps.config.shopifyWebhookSecret;
  if (!secret) {
    throw new AppError('SERVICE_UNAVAILABLE', COPY.shopWebhooksNotConfigured);
  }
  if (!Buffer.isBuffer(body) || !isValidShopifyHmac(body, hmac, secret)) {
    throw new AppError('UNAUTHORIZED', COPY.invalidWebhookSignature);
  }
  if (typeof webhookId !== 'string' || !webhookId.trim() || webhookId.length > 200) {
    throw new AppError('BAD_REQUEST', COPY.missingShopifyWebhookId);
  }
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', COPY.invalidJsonBody);
  }
  const order = ShopifyOrderPaid.safeParse(json);
  if (!order.success) {
    throw new AppError(
      'BAD_REQUEST',
      unexpectedOrderShapeMessage(order.error.issues[0]?.message ?? ''),
    );
  }
  return handleOrderPaid(deps, {
    webhook: { id: webhookId.trim(), shopDomain },
    order: order.data,
  });
}
