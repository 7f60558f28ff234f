import {
  estimateSecretBits,
  isWellKnownPassphrase,
  MIN_SECRET_BITS,
} from '#server/lib/secret-strength';
import type { Env } from './env';
import { KNOWN_TEST_SECRETS, SECRET_SETTINGS } from './known-test-secrets';

type StrengthChecked =
  | 'JWT_SECRET'
  | 'SHOPIFY_WEBHOOK_SECRET'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'S3_SECRET_ACCESS_KEY'
  | 'DATA_ENCRYPTION_KEY';
interface StrengthRule {
  minBits: number;
  /** The provider's fixed start of every value (`whsec_`): public, so it counts for nothing. */
  publicPrefix?: RegExp;
  /** Where the real value comes from. */
  remedy: string;
}

/**
 * Every secret production reads, held to the same estimate (lib/secret-strength.ts). Ours
 * (JWT_SECRET) must reach MIN_SECRET_BITS. A provider's secret is issued at random by the
 * provider, so a real one is never the problem; a made-up one is. They get a lower bar because
 * Shopify's app secrets are 32 hex digits (128 random bits), which the conservative estimate
 * prices between 92 and 130 bits (100 000 drawn), while the usual made-up values
 * ('shopify_webhook_secret_prod', a word and digits, a repeated pattern) stay under 70
 * (decision 032).
 */
const PROVIDER_SECRET_BITS = 80;
const SECRET_STRENGTH: Record<StrengthChecked, StrengthRule> = {
  JWT_SECRET: {
    minBits: MIN_SECRET_BITS,
    remedy: 'generate one with `openssl rand -base64 48`',
  },
  SHOPIFY_WEBHOOK_SECRET: {
    minBits: PROVIDER_SECRET_BITS,
    publicPrefix: /^shpss_/,
    remedy:
      "copy your app's client secret from the Shopify Partner Dashboard (Apps, your app, Client credentials), or the signing key shown under Webhooks in Shopify admin (Settings, Notifications)",
  },
  STRIPE_WEBHOOK_SECRET: {
    minBits: PROVIDER_SECRET_BITS,
    publicPrefix: /^whsec_/,
    remedy:
      'copy the signing secret (whsec_...) of the endpoint {APP_URL}/api/stripe/webhook from the Stripe Dashboard (Developers, Webhooks)',
  },
  STRIPE_SECRET_KEY: {
    minBits: PROVIDER_SECRET_BITS,
    publicPrefix: /^(sk|rk)_(test|live)_/,
    remedy: 'copy the secret key from the Stripe Dashboard (Developers, API keys)',
  },
  DATA_ENCRYPTION_KEY: {
    minBits: MIN_SECRET_BITS,
    remedy: 'generate one with `openssl rand -base64 48`',
  },
  S3_SECRET_ACCESS_KEY: {
    minBits: PROVIDER_SECRET_BITS,
    remedy:
      "copy the access key's secret from your S3 provider (AWS IAM, MinIO, R2), or create a new key there",
  },
};

/**
 * What production refuses to start with, one line each: stand-ins that were not asked for
 * explicitly (the sandbox gives the subscription away with card 4242; the outbox delivers no
 * mail), secrets published in this repository, and guessable secrets.
 */
/** A CRM's client id: a server that sets one stores that CRM's tokens. */
const CRM_CLIENT_SETTINGS = [
  'HUBSPOT_CLIENT_ID',
  'SALESFORCE_CLIENT_ID',
  'DYNAMICS_CLIENT_ID',
  'PIPEDRIVE_CLIENT_ID',
] as const;

export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'sandbox') {
    problems.push(
      'PAYMENTS: no STRIPE_* keys; set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET, or PAYMENTS=sandbox to give subscriptions away with test card 4242',
    );
  }
  if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'log') {
    problems.push(
      'MAIL_TRANSPORT: no SMTP_URL; set SMTP_URL, or MAIL_TRANSPORT=log to deliver no mail at all (only logged as id and subject)',
    );
  }
  const crmClient = CRM_CLIENT_SETTINGS.find((name) => env[name]);
  if (crmClient && !env.DATA_ENCRYPTION_KEY) {
    problems.push(
      `DATA_ENCRYPTION_KEY: required with ${crmClient}, to encrypt the CRM tokens at rest; generate one with \`openssl rand -base64 48\``,
    );
  }
  for (const setting of SECRET_SETTINGS) {
    const value = env[setting];
    if (value !== undefined && KNOWN_TEST_SECRETS.has(value)) {
      problems.push(
        `${setting}: this value is published in the repository's tests or benches; generate a new one`,
      );
    }
  }
  for (const [setting, rule] of Object.entries(SECRET_STRENGTH) as [
    StrengthChecked,
    StrengthRule,
  ][]) {
    const value = env[setting];
    if (!value || KNOWN_TEST_SECRETS.has(value)) continue;
    const bits = Math.floor(estimateSecretBits(value.replace(rule.publicPrefix ?? /^/, '')));
    if (bits < rule.minBits) {
      problems.push(
        `${setting}: too predictable (about ${bits} bits estimated, at least ${rule.minBits} needed); ${rule.remedy}`,
      );
    } else if (isWellKnownPassphrase(value)) {
      // Long enough to pass the estimate, yet the first thing tried against a signed token.
      problems.push(
        `${setting}: a well-known passphrase, printed in tutorials and examples; ${rule.remedy}`,
      );
    }
  }
  return problems;
}
