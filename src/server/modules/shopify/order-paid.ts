import { z } from 'zod';
import type { AppDeps } from '#server/app-deps';
import { shopifyOrders, shopifyWebhooks } from '#server/db/schema';
import { matchLanguage } from '#shared/i18n/languages';
import { assignCardsFromOrder, type AssignResult } from '../accounts/public';

const text = z.string().trim().max(200);

/** The part of an `orders/paid` webhook (REST JSON) this app reads; other fields are ignored. */
export const ShopifyOrderPaid = z.object({
  id: z.union([z.number(), z.string()]),
  email: z.string().nullish(),
  contact_email: z.string().nullish(),
  customer: z
    .object({ email: z.string().nullish(), first_name: text.nullish(), last_name: text.nullish() })
    .nullish(),
  billing_address: z.object({ first_name: text.nullish(), last_name: text.nullish() }).nullish(),
  /** The language the buyer used the shop in ('de', 'pt-BR', 'fr-CA'): their invitation's. */
  customer_locale: z.string().max(35).nullish(),
  line_items: z
    .array(
      z.object({
        title: text.min(1),
        variant_title: text.nullish(),
        quantity: z.number().int().min(0).max(10_000),
      }),
    )
    .max(250),
});
export type ShopifyOrderPaid = z.infer<typeof ShopifyOrderPaid>;

export type OrderPaidOutcome =
  { kind: 'duplicate' } | { kind: 'no-email' } | ({ kind: 'processed' } & AssignResult);

/**
 * Turns a paid order into cards (and an invitation for a new customer), once per webhook id and
 * once per order id: both are recorded in the same transaction (primary keys, insert-or-nothing),
 * so a replay, a replayed body under a new webhook id, or a concurrent retry creates nothing.
 */
export async function handleOrderPaid(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'config' | 'jobs'>,
  {
    webhook,
    order,
  }: { webhook: { id: string; shopDomain: string | null }; order: ShopifyOrderPaid },
): Promise<OrderPaidOutcome> {
  const outcome = await deps.database.db.transaction(async (tx): Promise<OrderPaidOutcome> => {
    const recorded = await tx
      .insert(shopifyWebhooks)
      .values({
        webhookId: webhook.id,
        topic: 'orders/paid',
        shopDomain: webhook.shopDomain,
        receivedAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: shopifyWebhooks.webhookId });
    if (recorded.length === 0) return { kind: 'duplicate' };

    const email = (order.email || order.contact_email || order.customer?.email || '').trim();
    if (!z.email().safeParse(email).success) return { kind: 'no-email' };
    // Recorded only once cards are made: an order that made none may be sent again, fixed.
    // A concurrent delivery of the same order waits here on the key, then finds it taken.
    const orderId = String(order.id);
    const firstTime = await tx
      .insert(shopifyOrders)
      .values({ orderId, webhookId: webhook.id, processedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ orderId: shopifyOrders.orderId });
    if (firstTime.length === 0) return { kind: 'duplicate' };
    const result = await assignCardsFromOrder(tx, deps, {
      email,
      firstName: order.customer?.first_name || order.billing_address?.first_name || '',
      lastName: order.customer?.last_name || order.billing_address?.last_name || '',
      locale: order.customer_locale ? matchLanguage(order.customer_locale) : null,
      orderId,
      items: order.line_items
        .filter((item) => item.quantity > 0)
        .map((item) => ({
          productTitle: item.title,
          variantTitle: item.variant_title || null,
          quantity: item.quantity,
        })),
    });
    return { kind: 'processed', ...result };
  });
  if (outcome.kind === 'processed' && outcome.invited) deps.jobs.kick();
  return outcome;
}
