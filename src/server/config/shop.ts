import { z } from 'zod';

/** The shop that sells the cards, and the secret its order webhooks are signed with. */
export const ShopSettings = z
  .object({
    SHOP_URL: z.url().default('https://shop.catalystconnect.example'),
    SHOPIFY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .transform((env) => ({
    shopUrl: env.SHOP_URL,
    /** Unset: the shop webhook answers 503. */
    shopifyWebhookSecret: env.SHOPIFY_WEBHOOK_SECRET,
  }));
