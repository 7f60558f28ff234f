import type { Env } from './config';
import { KNOWN_TEST_SECRETS, SECRET_SETTINGS } from './known-test-secrets';
import { estimateSecretBits, MIN_SECRET_BITS } from './lib/secret-strength';

/**
 * What production refuses to start with, one line each: stand-ins that were not asked for
 * explicitly (the sandbox gives the subscription away with card 4242; the outbox delivers no
 * mail), secrets published in this repository, and a guessable JWT_SECRET.
 */
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
  for (const setting of SECRET_SETTINGS) {
    const value = env[setting];
    if (value !== undefined && KNOWN_TEST_SECRETS.has(value)) {
      problems.push(
        `${setting}: this value is published in the repository's tests or benches; generate a new one`,
      );
    }
  }
  const jwtSecret = env.JWT_SECRET;
  if (jwtSecret && !KNOWN_TEST_SECRETS.has(jwtSecret)) {
    const bits = Math.floor(estimateSecretBits(jwtSecret));
    if (bits < MIN_SECRET_BITS) {
      problems.push(
        `JWT_SECRET: too predictable (about ${bits} bits estimated, at least ${MIN_SECRET_BITS} needed); generate one with \`openssl rand -base64 48\``,
      );
    }
  }
  return problems;
}
