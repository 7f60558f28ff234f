import { randomBytes } from 'node:crypto';

/** Random on every run: production refuses secrets written in this repository. */
const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Production with the stand-ins asked for explicitly (sandbox payments, log mail). */
export const PRODUCTION_STAND_INS_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: random(48),
  PAYMENTS: 'sandbox',
  MAIL_TRANSPORT: 'log',
} as const;

/** Production with real payments and real mail, which starts without any stand-in asked for. */
export const SAFE_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: random(48),
  STRIPE_SECRET_KEY: `sk_live_${random(24)}`,
  STRIPE_PUBLISHABLE_KEY: `pk_live_${random(24)}`,
  STRIPE_PRICE_ID: `price_${random(12)}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${random(24)}`,
  SMTP_URL: `smtps://mailer:${random(12)}@smtp.example.com:465`,
} as const;
