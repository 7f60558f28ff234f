import { z } from 'zod';
import { bool, NODE_ENV } from './fields';

/** The demo owner the embedded default seeds; production never seeds unless asked. */
export const DemoSettings = z
  .object({
    NODE_ENV,
    DEMO_SEED: bool.optional(),
    DEMO_EMAIL: z.email().default('demo@catalystconnect.example'),
    DEMO_PASSWORD: z.string().min(8).optional(),
    DEMO_SUBSCRIPTION_STATUS: z.enum(['active', 'none']).default('none'),
  })
  .transform((env) => ({
    demo: {
      enabled: env.DEMO_SEED ?? env.NODE_ENV !== 'production',
      email: env.DEMO_EMAIL.toLowerCase(),
      password: env.DEMO_PASSWORD,
      subscribed: env.DEMO_SUBSCRIPTION_STATUS === 'active',
    },
  }));
