import { z } from 'zod';

const STRIPE_WITH_SECRET_KEY = [
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PRICE_ID',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** Subscriptions: Stripe, or the sandbox that stands in for it. */
export const PaymentSettings = z
  .object({
    PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_...)')
      .optional(),
    STRIPE_PRICE_ID: z
      .string()
      .regex(/^price_/, 'must be a Stripe price id (price_...)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
    STRIPE_TEAM_PRICE_ID: z
      .string()
      .regex(/^price_/, 'must be a Stripe price id (price_...)')
      .optional(),
    TEAM_SEAT_PRICE_CENTS: z.coerce.number().int().min(1).max(1_000_000).default(800),
  })
  .superRefine((env, context) => {
    if (!env.STRIPE_SECRET_KEY) return;
    for (const key of STRIPE_WITH_SECRET_KEY) {
      if (!env[key])
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required with STRIPE_SECRET_KEY',
        });
    }
  })
  .refine((env) => env.PAYMENTS !== 'stripe' || env.STRIPE_SECRET_KEY, {
    path: ['PAYMENTS'],
    message:
      'stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET',
  })
  .transform((env) => ({
    /**
     * Set: real payments through Stripe; unset: the sandbox provider (PAYMENTS=sandbox).
     * PAYMENTS=sandbox keeps the sandbox even when Stripe keys are set.
     */
    stripe:
      env.PAYMENTS !== 'sandbox' &&
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_PUBLISHABLE_KEY &&
      env.STRIPE_PRICE_ID &&
      env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            priceId: env.STRIPE_PRICE_ID,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            ...(env.STRIPE_TEAM_PRICE_ID ? { teamPriceId: env.STRIPE_TEAM_PRICE_ID } : {}),
          }
        : undefined,
    /** The sandbox's seat price (Stripe's is the STRIPE_TEAM_PRICE_ID price's own amount). */
    teamSeatPriceCents: env.TEAM_SEAT_PRICE_CENTS,
  }));
